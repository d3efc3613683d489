import * as SwitchPrimitive from '@radix-ui/react-switch';
import { useId } from 'react';
import { BELL_INTERVAL_CHOICES, SLEEP_TIMER_CHOICES } from '#domain/meditation/bells';
import { SOUNDSCAPES } from '#domain/meditation/journeys';
import { Label, Select } from '#web/components/ui/form-controls';
import { soundSettingsStore, type SoundSettings } from '#web/features/meditation/player/sound-settings';

const percent = (value: number) => `${Math.round(value * 100)}%`;

/** Each soundscape with its own volume (0 = off), bells and the sleep timer; remembered on this device. */
export function SoundscapeControls({ settings }: { settings: SoundSettings }) {
  const id = useId();
  const update = soundSettingsStore.update;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-line bg-raised/40 p-3 sm:p-4"
    >
      <h3 id={`${id}-title`} className="font-sans text-base font-semibold text-ink">
        Soundscapes and bells
      </h3>
      <p className="mt-0.5 text-sm text-muted">
        Generated on your device. Mix them with the beats; 0% is off.
      </p>
      <div className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {SOUNDSCAPES.map((soundscape) => {
          const value = settings.soundscapes[soundscape.id];
          const inputId = `${id}-${soundscape.id}`;
          return (
            <div key={soundscape.id}>
              <div className="flex justify-between text-sm font-medium text-muted">
                <label htmlFor={inputId}>{soundscape.name}</label>
                <span className="tabular">{value === 0 ? 'Off' : percent(value)}</span>
              </div>
              <input
                id={inputId}
                type="range"
                min={0}
                max={1}
                step={0.05}
                value={value}
                aria-valuetext={value === 0 ? 'Off' : percent(value)}
                onChange={(event) =>
                  update({
                    soundscapes: { ...settings.soundscapes, [soundscape.id]: Number(event.target.value) },
                  })
                }
                className="h-11 w-full cursor-pointer accent-[#8B7CF6]"
              />
            </div>
          );
        })}
      </div>
      <div className="mt-3 grid gap-4 sm:grid-cols-3">
        <div>
          <Label htmlFor={`${id}-interval`}>Interval bell</Label>
          <Select
            id={`${id}-interval`}
            value={settings.bellIntervalMinutes}
            onChange={(event) => update({ bellIntervalMinutes: Number(event.target.value) })}
          >
            {BELL_INTERVAL_CHOICES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes === 0 ? 'None' : `Every ${minutes} min`}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor={`${id}-sleep`}>Sleep timer</Label>
          <Select
            id={`${id}-sleep`}
            value={settings.sleepTimerMinutes}
            onChange={(event) => update({ sleepTimerMinutes: Number(event.target.value) })}
          >
            {SLEEP_TIMER_CHOICES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes === 0 ? 'Off' : `Fade out after ${minutes} min`}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex items-end justify-between gap-3 pb-2 sm:justify-start">
          <label htmlFor={`${id}-bells`} className="text-sm font-medium text-muted">
            Start and end bells
          </label>
          <SwitchPrimitive.Root
            id={`${id}-bells`}
            checked={settings.startEndBells}
            onCheckedChange={(startEndBells) => update({ startEndBells })}
            className="relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border border-line bg-night transition-colors duration-200 data-[state=checked]:border-violet data-[state=checked]:bg-violet/80"
          >
            <SwitchPrimitive.Thumb className="block size-5 translate-x-1 rounded-full bg-ink shadow transition-transform duration-200 data-[state=checked]:translate-x-6" />
          </SwitchPrimitive.Root>
        </div>
      </div>
    </section>
  );
}
