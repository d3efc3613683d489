import type { CoachTopic } from '#domain/coach/topics';

/** One member message of the coach's evaluation set and what a good built-in reply must (not) say. */
export type CoachEvalCase = {
  message: string;
  topic: CoachTopic;
  /** Phrases the reply must contain (case-insensitive). */
  mustInclude?: string[];
  /** Phrases the reply must never contain (case-insensitive). */
  mustNotInclude?: string[];
};
