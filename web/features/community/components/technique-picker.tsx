import { Check, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { STORY_LIMITS } from '#domain/community/community';
import { SUGGESTED_TECHNIQUES, addTechnique } from '#domain/community/techniques';
import { Button } from '#web/components/ui/button';
import { FieldError, Input } from '#web/components/ui/form-controls';
import { cn } from '#web/lib/cn';

type Props = { id: string; value: string[]; onChange: (techniques: string[]) => void; error?: string };

const isSuggested = (technique: string) => SUGGESTED_TECHNIQUES.some((name) => name === technique);

/**
 * docs/community.md: suggestion chips toggle; a custom technique is trimmed, Add is disabled
 * while the input is empty, Enter adds it, duplicates are ignored, and chosen ones can be removed.
 */
export function TechniquePicker({ id, value, onChange, error }: Props) {
  const [custom, setCustom] = useState('');
  const trimmed = custom.trim();
  const add = () => {
    if (!trimmed) return;
    onChange(addTechnique(value, trimmed));
    setCustom('');
  };
  const toggle = (technique: string) =>
    onChange(
      value.includes(technique) ? value.filter((item) => item !== technique) : addTechnique(value, technique),
    );
  const customChosen = value.filter((technique) => !isSuggested(technique));

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 block text-sm font-medium text-muted">
        Techniques That Helped (optional)
      </legend>
      <div role="group" aria-label="Suggested techniques" className="flex flex-wrap gap-2">
        {SUGGESTED_TECHNIQUES.map((technique) => {
          const chosen = value.includes(technique);
          return (
            <button
              key={technique}
              type="button"
              aria-pressed={chosen}
              onClick={() => toggle(technique)}
              className={cn(
                'inline-flex min-h-10 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-sm transition-colors duration-200 ease-out',
                chosen
                  ? 'border-gold/70 bg-gold/15 text-gold'
                  : 'border-line text-muted hover:border-gold/40 hover:text-ink',
              )}
            >
              {chosen ? <Check size={16} strokeWidth={2} aria-hidden /> : null}
              {technique}
            </button>
          );
        })}
      </div>
      {customChosen.length > 0 ? (
        <ul aria-label="Your techniques" className="mt-3 flex flex-wrap gap-2">
          {customChosen.map((technique) => (
            <li
              key={technique}
              className="inline-flex max-w-full items-center gap-1 rounded-full border border-gold/70 bg-gold/15 py-0.5 pl-3 pr-0.5 text-sm text-gold"
            >
              <span className="break-all">{technique}</span>
              <button
                type="button"
                aria-label={`Remove ${technique}`}
                onClick={() => onChange(value.filter((item) => item !== technique))}
                className="grid size-9 shrink-0 cursor-pointer place-items-center rounded-full hover:bg-gold/20"
              >
                <X size={16} strokeWidth={1.75} aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-3 flex gap-2">
        <Input
          id={id}
          value={custom}
          maxLength={STORY_LIMITS.techniqueMax}
          onChange={(event) => setCustom(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Enter adds the technique instead of submitting the whole story.
            event.preventDefault();
            add();
          }}
          placeholder="Add your own technique"
          aria-label="Add your own technique"
        />
        <Button variant="secondary" disabled={!trimmed} onClick={add} className="shrink-0">
          <Plus size={18} strokeWidth={1.75} aria-hidden />
          Add
        </Button>
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}
