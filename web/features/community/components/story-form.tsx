import { ArrowLeft } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { STORY_LIMITS, STORY_TEXTS, type Story } from '#domain/community/community';
import { useDraftRequestId } from '#web/lib/use-draft-request-id';
import { Button } from '#web/components/ui/button';
import { useEditStory, useShareStory } from '#web/features/community/api';
import {
  initialFormValues,
  validateStoryForm,
  type StoryFormErrors,
  type StoryFormField,
  type StoryFormValues,
} from '#web/features/community/story-form-values';
import { CountedField, PublicToggle, TextField } from './story-form-fields';
import { TechniquePicker } from './technique-picker';
import { TypePicker } from './type-picker';

const FIELD_ORDER: StoryFormField[] = [
  'title',
  'manifestationType',
  'content',
  'amountAchieved',
  'timeframe',
  'techniques',
];

/**
 * The story form (docs/community.md). It replaces the community page until it is submitted or
 * cancelled; closing unmounts it, which is what resets it. With a story it edits that story.
 */
export function StoryForm({ story, onClose }: { story?: Story; onClose: () => void }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState<StoryFormValues>(() => initialFormValues(story));
  const [errors, setErrors] = useState<StoryFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const share = useShareStory();
  const draft = useDraftRequestId();
  const update = useEditStory();
  const submitting = share.isPending || update.isPending;

  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);

  const set = <K extends keyof StoryFormValues>(field: K, value: StoryFormValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once the user has tried to submit, messages follow their corrections as they type.
    if (submitted) {
      const result = validateStoryForm(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    const result = validateStoryForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = FIELD_ORDER.find((field) => result.errors[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    // The hooks raise the toasts; closing the form is this form's own business.
    if (story) update.mutate({ id: story.id, update: result.submission }, { onSuccess: onClose });
    else
      share.mutate(
        { ...result.submission, requestId: draft.requestId },
        {
          onSuccess: () => {
            draft.saved();
            onClose();
          },
        },
      );
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="mx-auto max-w-3xl">
      <Button variant="ghost" size="sm" onClick={onClose} disabled={submitting} className="-ml-3 mb-4">
        <ArrowLeft size={18} strokeWidth={1.75} aria-hidden />
        Back to stories
      </Button>
      <h1
        id={`${id}-heading`}
        ref={heading}
        tabIndex={-1}
        className="text-4xl leading-tight text-ink outline-none sm:text-5xl"
      >
        {story ? 'Edit Your Story' : 'Share Your Success Story'}
      </h1>
      <p className="mt-2 text-muted">
        {story
          ? 'Update what happened and how you got there.'
          : 'Inspire the community with your manifestation journey.'}
      </p>

      <form
        noValidate
        onSubmit={onSubmit}
        className="mt-6 flex flex-col gap-6 rounded-2xl border border-line bg-surface p-4 sm:p-6"
      >
        <CountedField
          id={`${id}-title`}
          label="Story Title"
          value={values.title}
          max={STORY_LIMITS.titleMax}
          error={errors.title}
          onChange={(title) => set('title', title)}
          placeholder="e.g. I paid off my student loans"
        />
        <TypePicker
          name={`${id}-manifestationType`}
          value={values.manifestationType}
          onChange={(type) => set('manifestationType', type)}
        />
        <CountedField
          multiline
          id={`${id}-content`}
          label="Your Story"
          value={values.content}
          max={STORY_LIMITS.contentMax}
          error={errors.content}
          onChange={(content) => set('content', content)}
          placeholder="What did you manifest, and what did the journey look like?"
        />
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField
            id={`${id}-amountAchieved`}
            label="Amount Achieved in USD (optional)"
            value={values.amount}
            inputMode="numeric"
            error={errors.amountAchieved}
            onChange={(amount) => set('amount', amount)}
            placeholder="e.g. 25000"
          />
          <TextField
            id={`${id}-timeframe`}
            label="Timeframe (optional)"
            value={values.timeframe}
            error={errors.timeframe}
            onChange={(timeframe) => set('timeframe', timeframe)}
            placeholder="e.g. 6 months"
          />
        </div>
        <TechniquePicker
          id={`${id}-techniques`}
          value={values.techniques}
          error={errors.techniques}
          onChange={(techniques) => set('techniques', techniques)}
        />
        <PublicToggle checked={values.isPublic} onChange={(isPublic) => set('isPublic', isPublic)} />
        <div className="flex flex-col-reverse gap-2 border-t border-line pt-5 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={submitting}>
            {story
              ? submitting
                ? 'Saving...'
                : 'Save Changes'
              : submitting
                ? STORY_TEXTS.sharing
                : 'Share Story'}
          </Button>
        </div>
      </form>
    </section>
  );
}
