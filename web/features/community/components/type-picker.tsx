import {
  MANIFESTATION_TYPES,
  MANIFESTATION_TYPE_LABELS,
  type ManifestationType,
} from '#domain/community/community';
import { cn } from '#web/lib/cn';
import { TypeIcon } from './type-icon';

/** The five manifestation types as radio chips with their icons. */
export function TypePicker({
  name,
  value,
  onChange,
}: {
  name: string;
  value: ManifestationType;
  onChange: (type: ManifestationType) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-medium text-muted">Manifestation Type</legend>
      <div className="flex flex-wrap gap-2">
        {MANIFESTATION_TYPES.map((type) => {
          const checked = type === value;
          return (
            <label
              key={type}
              className={cn(
                'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors duration-200 ease-out',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-violet',
                checked
                  ? 'border-gold/70 bg-gold/15 text-gold'
                  : 'border-line text-muted hover:border-gold/40 hover:text-ink',
              )}
            >
              <input
                type="radio"
                name={name}
                value={type}
                checked={checked}
                onChange={() => onChange(type)}
                className="sr-only"
              />
              <TypeIcon type={type} size={18} />
              {MANIFESTATION_TYPE_LABELS[type]}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
