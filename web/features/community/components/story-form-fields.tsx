import type { HTMLAttributes } from 'react';
import { FieldError, Input, Label, Textarea } from '#web/components/ui/form-controls';
import { cn } from '#web/lib/cn';

type FieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  placeholder?: string;
};

/** A labelled text input whose message is tied to it with aria-describedby. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  placeholder,
  inputMode,
}: FieldProps & { inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'] }) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={value}
        inputMode={inputMode}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={cn(error && 'border-rose')}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/**
 * A title or story field with a live character count. Input is not cut at the limit, so the
 * the 'must be less than' message can show when a pasted text is too long.
 */
export function CountedField({
  id,
  label,
  value,
  onChange,
  error,
  placeholder,
  max,
  multiline = false,
}: FieldProps & { max: number; multiline?: boolean }) {
  const length = value.trim().length;
  const shared = {
    id,
    value,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': `${id}-count${error ? ` ${id}-error` : ''}`,
    className: cn(error && 'border-rose'),
  };
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <Textarea {...shared} rows={8} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input {...shared} onChange={(event) => onChange(event.target.value)} />
      )}
      <div className="flex items-start justify-between gap-3">
        <FieldError id={`${id}-error`}>{error}</FieldError>
        <p
          id={`${id}-count`}
          className={cn('ml-auto mt-1.5 shrink-0 text-xs tabular', length > max ? 'text-rose' : 'text-muted')}
        >
          {length}/{max}
        </p>
      </div>
    </div>
  );
}

/** isPublic, true by default (docs/community.md). */
export function PublicToggle({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 text-[15px] text-ink">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-[var(--color-gold)]"
      />
      <span>
        Share publicly with the community
        <span className="block text-sm text-muted">Private stories are visible only to you.</span>
      </span>
    </label>
  );
}
