import { useState, type FormEvent } from 'react';
import {
  ENERGY_LEVEL_MAX,
  ENERGY_LEVEL_MIN,
  FEELING_IDS,
  FEELINGS,
  FOCUSES,
  mapCheckIn,
  type Feeling,
  type Focus,
} from '#domain/energy/energy';
import { Button } from '#web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { Label } from '#web/components/ui/form-controls';
import { useCheckIn } from './api';
import { ChoiceChips } from './choice-chips';
import { useDraftRequestId } from '#web/lib/use-draft-request-id';

const FEELING_OPTIONS = FEELING_IDS.map((id) => ({ value: id, label: FEELINGS[id].label }));
const FOCUS_OPTIONS = FOCUSES.map((focus) => ({ value: focus, label: focus }));

/** The quick check-in: how you feel, your energy 1-10 and your focus, previewed as a frequency. */
export function CheckInForm() {
  const [feeling, setFeeling] = useState<Feeling>('neutral');
  const [energyLevel, setEnergyLevel] = useState(5);
  const [focus, setFocus] = useState<Focus>('Wealth');
  const draft = useDraftRequestId();
  const checkIn = useCheckIn();
  const preview = mapCheckIn({ feeling, energyLevel, focus });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    checkIn.mutate({ feeling, energyLevel, focus, requestId: draft.requestId }, { onSuccess: draft.saved });
  };

  return (
    <Card>
      <CardHeader className="flex-col gap-1">
        <CardTitle>Check in</CardTitle>
        <CardDescription>Tune in for a moment, then record where your energy is right now.</CardDescription>
      </CardHeader>
      <form onSubmit={submit} className="space-y-5">
        <ChoiceChips
          legend="How do you feel?"
          name="feeling"
          options={FEELING_OPTIONS}
          value={feeling}
          onChange={setFeeling}
        />
        <div>
          <div className="flex items-baseline justify-between">
            <Label htmlFor="energy-level">Energy level</Label>
            <output htmlFor="energy-level" className="tabular text-sm font-semibold text-ink">
              {energyLevel} / {ENERGY_LEVEL_MAX}
            </output>
          </div>
          <input
            id="energy-level"
            type="range"
            min={ENERGY_LEVEL_MIN}
            max={ENERGY_LEVEL_MAX}
            step={1}
            value={energyLevel}
            onChange={(event) => setEnergyLevel(Number(event.target.value))}
            className="h-11 w-full cursor-pointer accent-violet"
          />
          <div aria-hidden className="flex justify-between text-xs text-muted">
            <span>Depleted</span>
            <span>Radiant</span>
          </div>
        </div>
        <ChoiceChips legend="Focus" name="focus" options={FOCUS_OPTIONS} value={focus} onChange={setFocus} />
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
          <p className="text-sm text-muted">
            Resonates at <span className="tabular font-semibold text-ink">{preview.frequency} Hz</span>
          </p>
          <Button type="submit" disabled={checkIn.isPending}>
            {checkIn.isPending ? 'Recording...' : 'Record Check-in'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
