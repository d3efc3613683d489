import {
  StorySubmissionSchema,
  type ManifestationType,
  type Story,
  type StorySubmission,
} from '#domain/community/community';
import { madeOnFirstUse } from '#domain/shared/made-on-first-use';

/** What the story form holds while the user types (the amount stays text until submit). */
export type StoryFormValues = {
  title: string;
  content: string;
  manifestationType: ManifestationType;
  amount: string;
  timeframe: string;
  techniques: string[];
  isPublic: boolean;
};

export type StoryFormField = Exclude<keyof StoryFormValues, 'amount'> | 'amountAchieved';
export type StoryFormErrors = Partial<Record<StoryFormField, string>>;

export function initialFormValues(story?: Story): StoryFormValues {
  return {
    title: story?.title ?? '',
    content: story?.content ?? '',
    manifestationType: story?.manifestationType ?? 'wealth',
    amount:
      story?.amountAchieved === null || story?.amountAchieved === undefined
        ? ''
        : String(story.amountAchieved),
    timeframe: story?.timeframe ?? '',
    techniques: story?.techniques ?? [],
    isPublic: story?.isPublic ?? true,
  };
}

// The contract's own field names, so a new field cannot be missed here (the request id is no field),
// read when the form first validates: the contract is built on first use (domain/shared/schema-on-first-use.ts).
const fields = madeOnFirstUse((): readonly StoryFormField[] =>
  StorySubmissionSchema.unwrap()
    .keyof()
    .options.filter((key): key is StoryFormField => key !== 'requestId'),
);
const asField = (key: PropertyKey | undefined) => fields().find((field) => field === key);

/**
 * Validates with the same schema the server uses (docs/community.md), so the form shows the exact
 * messages; the first problem of each field is the one shown.
 */
export function validateStoryForm(
  values: StoryFormValues,
): { ok: true; submission: StorySubmission } | { ok: false; errors: StoryFormErrors } {
  const result = StorySubmissionSchema.safeParse({
    title: values.title,
    content: values.content,
    manifestationType: values.manifestationType,
    amountAchieved: values.amount,
    timeframe: values.timeframe,
    techniques: values.techniques,
    isPublic: values.isPublic,
  });
  if (result.success) return { ok: true, submission: result.data };
  const errors: StoryFormErrors = {};
  for (const issue of result.error.issues) {
    const field = asField(issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
