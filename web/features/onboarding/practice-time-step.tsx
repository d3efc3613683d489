import { Input, Label } from '#web/components/ui/form-controls';
import { ChoiceButton } from './choice-button';

const USUAL_TIMES = [
  { label: 'Morning', time: '07:00' },
  { label: 'Midday', time: '12:30' },
  { label: 'Evening', time: '19:00' },
  { label: 'Before bed', time: '21:30' },
] as const;

/** Step two: when the member usually has a few quiet minutes. */
export function PracticeTimeStep({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (time: string) => void;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="sr-only">Your practice time</legend>
      <div className="grid grid-cols-2 gap-2">
        {USUAL_TIMES.map(({ label, time }) => (
          <ChoiceButton key={time} chosen={value === time} onClick={() => onChange(time)}>
            <span className="block">{label}</span>
            <span className="tabular text-sm text-muted">{time}</span>
          </ChoiceButton>
        ))}
      </div>
      <div>
        <Label htmlFor="practice-time">Another time</Label>
        <Input
          id="practice-time"
          type="time"
          className="w-40 tabular"
          value={value ?? ''}
          onChange={(event) => event.target.value && onChange(event.target.value)}
        />
      </div>
    </fieldset>
  );
}
