import { cn } from '#web/lib/cn';

/** A row of radio buttons drawn as chips: native radios, so arrows, Tab and screen readers just work. */
export function ChoiceChips<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-muted">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="peer sr-only"
            />
            <span
              className={cn(
                'inline-flex min-h-11 items-center rounded-xl border px-4 text-[15px] transition-colors duration-200 ease-out',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-violet',
                value === option.value
                  ? 'border-violet bg-violet/15 text-ink'
                  : 'border-line text-muted hover:border-violet/60 hover:text-ink',
              )}
            >
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
