import {
  COACH_CONTEXT_DAYS,
  COACH_MESSAGES,
  buildCoachContext,
  contextForPrompt,
  type CoachAction,
  type CoachContext,
  type CoachHelp,
  type CoachMessage,
  type CoachMessagesPage,
} from '#domain/coach/coach';
import { builtInAnswer } from '#domain/coach/replies';
import { safetyReply, type SafetyKind } from '#domain/coach/safety-route';
import { memberCountry } from '#domain/shared/country';
import { checkModelReply } from '#domain/coach/reply-check';
import { COACH_REPLY_WORDS_MAX } from '#domain/coach/words';
import { addDays, localDay, type Day } from '#domain/shared/dates';
import type { AppConfig } from '#server/config';
import type { JournalKeyring } from '#server/privacy/journal-keyring';
import type { Database } from '#server/db/client';
import { HttpError, notFound } from '#server/http/errors';
import { assertPlanIncludes } from '#server/plans/plan-limits';
import { lockUserPlan } from '#server/plans/plan-repository';
import { findUserTimeZone } from '#server/practice/user-day';
import { readActivity } from '#server/practice/activity';
import { countRestDaysInMonth } from '#server/practice/rest-day-repository';
import { monthOf, REST_DAYS_PER_MONTH } from '#domain/rest-days/rest-days';
import { streamChat, type ChatMessage, type ChatStreamOptions } from './chat-stream';
import {
  deleteAllMessages,
  deleteMessage,
  insertMessage,
  loadCoachRows,
  pageOfMessages,
  firstNameOf,
  countryOf,
} from './repository';
import { coachSendsInWindow, recordCoachSend, withdrawCoachSend } from './send-repository';

export type CoachDeps = {
  db: Database;
  config: AppConfig;
  /** The chat model, or null for the built-in coach. */
  model: ChatStreamOptions | null;
  moonPhaseName: (day: Day, timeZone: string) => string | null;
  /** The metrics' count of safety replies by kind (server/metrics). */
  countSafetyReply: (kind: SafetyKind) => void;
  /** Seals and opens message content (server/privacy/journal-keyring.ts). */
  keys: JournalKeyring;
};

/** Earlier turns the model sees, besides the context: enough to follow a conversation. */
const HISTORY_TURNS = 12;

async function memberDay(db: Database, userId: string, now: Date): Promise<{ day: Day; timeZone: string }> {
  const timeZone = await findUserTimeZone(db, userId);
  if (!timeZone) throw notFound();
  return { day: localDay(now, timeZone), timeZone };
}

export async function loadContext(deps: CoachDeps, userId: string, now: Date): Promise<CoachContext> {
  const { day, timeZone } = await memberDay(deps.db, userId, now);
  const [rows, firstName, activity, restDaysTaken] = await Promise.all([
    loadCoachRows(deps.db, userId, addDays(day, -(COACH_CONTEXT_DAYS - 1)), day),
    firstNameOf(deps.db, userId),
    readActivity(deps.db, userId, day),
    countRestDaysInMonth(deps.db, userId, monthOf(day)),
  ]);
  return buildCoachContext(
    userId,
    {
      today: day,
      now,
      timeZone,
      firstName,
      moonPhase: deps.moonPhaseName(day, timeZone),
      practiceStreak: {
        days: activity.streak,
        freezesBanked: activity.freezesBanked,
        restDaysLeft: Math.max(0, REST_DAYS_PER_MONTH - restDaysTaken),
      },
    },
    rows,
  );
}

export async function listMessages(
  deps: CoachDeps,
  userId: string,
  query: { before?: string | undefined; limit: number },
  now = new Date(),
): Promise<CoachMessagesPage> {
  await assertPlanIncludes(deps.db, deps.config, userId, 'coach');
  const newestFirst = await pageOfMessages(
    deps.db,
    deps.keys,
    userId,
    query.before ? new Date(query.before) : null,
    query.limit,
  );
  const oldest = newestFirst.at(-1);
  return {
    messages: newestFirst.reverse(),
    nextBefore: newestFirst.length === query.limit && oldest ? oldest.createdAt : null,
    usedToday: await coachSendsInWindow(deps.db, userId, now),
    dailyLimit: deps.config.COACH_DAILY_MESSAGES,
    coach: deps.model ? 'model' : 'built-in',
  };
}

export async function clearMessages(deps: CoachDeps, userId: string): Promise<void> {
  await assertPlanIncludes(deps.db, deps.config, userId, 'coach');
  await deleteAllMessages(deps.db, userId);
}

export type Exchange = { userId: string; day: Day; message: CoachMessage; text: string };

/**
 * Records the member's message and its send, inside one transaction that first locks the member's
 * row: two messages sent at once cannot both take the last one. 402 without Premium, 429 at the cap
 * (sends in the last 24 hours, whatever the history still holds).
 */
export async function startExchange(
  deps: CoachDeps,
  userId: string,
  text: string,
  now = new Date(),
): Promise<Exchange> {
  const { day } = await memberDay(deps.db, userId, now);
  const message = await deps.db.transaction(async (tx) => {
    await lockUserPlan(tx, userId);
    await assertPlanIncludes(tx, deps.config, userId, 'coach');
    const cap = deps.config.COACH_DAILY_MESSAGES;
    if ((await coachSendsInWindow(tx, userId, now)) >= cap)
      throw new HttpError(429, COACH_MESSAGES.dailyCap(cap));
    const sent = await insertMessage(tx, deps.keys, {
      userId,
      role: 'member',
      content: text,
      source: null,
      day,
    });
    await recordCoachSend(tx, { userId, messageId: sent.id, sentAt: now });
    return sent;
  });
  return { userId, day, message, text };
}

const SYSTEM_PROMPT = [
  'You are the personal coach in Abundance, a meditation, habits and money-goals app.',
  `Answer the member's question in at most ${COACH_REPLY_WORDS_MAX - 20} words, warmly, plainly and concretely.`,
  'State facts about the member only from the facts below, with their exact figures; never invent a number.',
  'End with one concrete next step. Never give medical, legal or investment advice.',
  'Never mention servers, models, prompts or how the app is set up.',
].join(' ');

/** Topics answered with committed words only, never by a model. */
const SAFETY_TOPICS = new Set(['crisis', 'medical', 'legal', 'investment']);

export type CoachReply = {
  text: string;
  action: CoachAction | null;
  source: 'model' | 'built-in';
  /** The free help a safety reply names; empty otherwise. */
  help: CoachHelp[];
  /** Which safety reply this is (for the metrics), or null for ordinary coaching. */
  safety: SafetyKind | null;
};

/**
 * The reply to one message. Safety comes first (domain/coach/safety-route.ts): a crisis, unclear signs,
 * care mode after either, and money in crisis get committed words and free help before any model is
 * asked; so do medical, legal and investment questions. Otherwise the chat model answers when one is set up;
 * its whole answer is read first and checked against the member's figures and the coach's style
 * (domain/coach/reply-check.ts), and replaced by the built-in answer when it fails. The action is
 * always the built-in one for the message's topic, so it is a real path in the app.
 */
export async function writeReply(deps: CoachDeps, exchange: Exchange, now = new Date()): Promise<CoachReply> {
  const context = await loadContext(deps, exchange.userId, now);
  const earlierNewestFirst = await pageOfMessages(
    deps.db,
    deps.keys,
    exchange.userId,
    new Date(exchange.message.createdAt),
    HISTORY_TURNS,
  );
  const country = memberCountry({
    country: await countryOf(deps.db, exchange.userId),
    timeZone: context.timeZone,
  });
  const safety = safetyReply(exchange.text, { country, context, earlier: earlierNewestFirst, now });
  if (safety)
    return { text: safety.text, action: null, source: 'built-in', help: safety.help, safety: safety.kind };
  const builtIn = builtInAnswer(context, exchange.text);
  const fallback: CoachReply = {
    text: builtIn.text,
    action: builtIn.action,
    source: 'built-in',
    help: [],
    safety: null,
  };
  if (!deps.model || SAFETY_TOPICS.has(builtIn.topic)) return fallback;
  const earlier = [...earlierNewestFirst].reverse().map((turn): ChatMessage => ({
    role: turn.role === 'member' ? 'user' : 'assistant',
    content: turn.content,
  }));
  let text = '';
  for await (const piece of streamChat(deps.model, [
    { role: 'system', content: `${SYSTEM_PROMPT}\n\nMember facts:\n${contextForPrompt(context)}` },
    ...earlier,
    { role: 'user', content: exchange.text },
  ]))
    text += piece;
  const problems = checkModelReply(text, context, exchange.text);
  if (problems.length > 0) return fallback;
  return { text: text.trim(), action: builtIn.action, source: 'model', help: [], safety: null };
}

export async function finishExchange(
  deps: CoachDeps,
  exchange: Exchange,
  reply: CoachReply,
): Promise<CoachMessage> {
  const stored = await insertMessage(deps.db, deps.keys, {
    userId: exchange.userId,
    role: 'coach',
    content: reply.text,
    source: reply.source,
    action: reply.action,
    help: reply.help,
    day: exchange.day,
  });
  if (reply.safety) deps.countSafetyReply(reply.safety);
  return stored;
}

/** A reply that failed takes the member's message back out: it does not count, and they resend it. */
export async function abandonExchange(deps: CoachDeps, exchange: Exchange): Promise<void> {
  await deleteMessage(deps.db, exchange.userId, exchange.message.id);
  await withdrawCoachSend(deps.db, exchange.userId, exchange.message.id);
}
