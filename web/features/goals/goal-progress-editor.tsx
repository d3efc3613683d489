import * as SliderPrimitive from '@radix-ui/react-slider';
import { useState } from 'react';
import type { Goal } from '#domain/goals/goals';
import { Button } from '#web/components/ui/button';
import { useUpdateGoalProgress } from './api';

/** A slider to set a goal's progress (0-100, steps of 5, arrow keys by 1) with Save and Cancel. */
export function GoalProgressEditor({ goal, onDone }: { goal: Goal; onDone: () => void }) {
  const [value, setValue] = useState(goal.currentProgress);
  const update = useUpdateGoalProgress();

  const save = () => {
    if (value === goal.currentProgress) return onDone();
    update.mutate({ id: goal.id, currentProgress: value }, { onSuccess: onDone });
  };

  return (
    <div className="mt-3 grid gap-3 rounded-xl border border-line bg-raised/50 p-3">
      <div className="flex items-center gap-4">
        <SliderPrimitive.Root
          value={[value]}
          onValueChange={([next]) => setValue(next ?? value)}
          min={0}
          max={100}
          step={1}
          className="relative flex h-11 flex-1 touch-none select-none items-center"
        >
          <SliderPrimitive.Track className="relative h-2 grow overflow-hidden rounded-full bg-night">
            <SliderPrimitive.Range className="absolute h-full rounded-full bg-gold" />
          </SliderPrimitive.Track>
          <SliderPrimitive.Thumb
            aria-label={`Progress for ${goal.title}`}
            className="block size-6 rounded-full border-2 border-gold bg-ink shadow focus-visible:outline-2 focus-visible:outline-violet"
          />
        </SliderPrimitive.Root>
        <output className="w-12 text-right text-lg font-semibold text-ink tabular">{value}%</output>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
        <Button variant="secondary" size="sm" onClick={save} disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save progress'}
        </Button>
      </div>
    </div>
  );
}
