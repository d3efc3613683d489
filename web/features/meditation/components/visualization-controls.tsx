import { useId } from 'react';
import { VISUALIZATION_SCENARIOS, type VisualizationScenario } from '#domain/meditation/scenarios';
import type { PlayerMode } from '#domain/meditation/player';
import { Label, Select } from '#web/components/ui/form-controls';
import { cn } from '#web/lib/cn';

type Props = {
  mode: PlayerMode;
  scenario: VisualizationScenario | undefined;
  onToggleMode: () => void;
  onChooseScenario: (scenarioId: string | null) => void;
};

const MODES: { value: PlayerMode; label: string }[] = [
  { value: 'basic', label: 'Basic' },
  { value: 'advanced', label: 'Advanced' },
];

/** The basic/advanced visualization toggle and, in advanced mode, the guided imagery scenario. */
export function VisualizationControls({ mode, scenario, onToggleMode, onChooseScenario }: Props) {
  const selectId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-end">
      <div role="group" aria-label="Visualization">
        <p className="mb-1.5 text-sm font-medium text-muted">Visualization</p>
        <div className="inline-flex rounded-xl border border-line bg-raised/50 p-1">
          {MODES.map((option) => {
            const active = option.value === mode;
            return (
              <button
                key={option.value}
                type="button"
                aria-pressed={active}
                onClick={() => {
                  if (!active) onToggleMode();
                }}
                className={cn(
                  'min-h-10 rounded-lg px-4 text-sm font-semibold transition-colors duration-200',
                  active
                    ? 'bg-raised text-ink shadow-[inset_0_0_0_1px_rgba(226,184,87,0.5)]'
                    : 'text-muted hover:text-ink',
                )}
              >
                {option.label}
              </button>
            );
          })}
        </div>
      </div>
      {mode === 'advanced' ? (
        <div className="min-w-0">
          <Label htmlFor={selectId}>Guided imagery</Label>
          <Select
            id={selectId}
            value={scenario?.id ?? ''}
            onChange={(event) => onChooseScenario(event.target.value || null)}
          >
            <option value="">Choose a scenario</option>
            {VISUALIZATION_SCENARIOS.map((option) => (
              <option key={option.id} value={option.id}>
                {option.title}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
      {mode === 'advanced' && scenario ? (
        <p className="text-sm text-muted sm:col-span-2">
          <span className="text-ink tabular">
            {scenario.duration} min · {scenario.difficulty} · {scenario.steps.length} steps.
          </span>{' '}
          {scenario.description}
        </p>
      ) : null}
    </div>
  );
}
