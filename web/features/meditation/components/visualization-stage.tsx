import type { VisualizationScenario } from '#domain/meditation/scenarios';
import { useReducedMotion } from '#web/features/meditation/player/use-reduced-motion';
import { CueVisual } from './cue-visual';

const STEP_TYPE_LABELS = {
  breathing: 'Breathing',
  imagery: 'Imagery',
  energy: 'Energy',
  manifestation: 'Manifestation',
} as const;

type Props = {
  mode: 'basic' | 'advanced';
  scenario: VisualizationScenario | undefined;
  step: number;
  /** The spoken cue in effect, shown as a caption; null before the first or while stopped. */
  caption: string | null;
};

/**
 * The visual heart of the player. Basic: a calm breathing light. Advanced with a scenario: the
 * current step's instruction beside a visual drawn from its cue. The instruction is a polite live
 * region so a screen reader hears each new step.
 */
export function VisualizationStage({ mode, scenario, step, caption }: Props) {
  const reducedMotion = useReducedMotion();
  const current = scenario?.steps[step];
  return (
    <div className="relative overflow-hidden rounded-2xl border border-line bg-night px-4 py-6 sm:px-8">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_center,rgba(139,124,246,0.16),transparent_65%)]"
      />
      <div className="relative flex flex-col items-center gap-5 text-center">
        {mode === 'advanced' && scenario && current ? (
          <>
            <CueVisual cue={current.visualCue} className="size-44 sm:size-56" />
            <div aria-live="polite" className="max-w-md">
              <p className="text-xs font-semibold uppercase tracking-[0.14em] text-gold tabular">
                Step {step + 1} of {scenario.steps.length} · {STEP_TYPE_LABELS[current.type]}
              </p>
              <p className="mt-2 font-serif text-xl leading-snug text-ink sm:text-2xl">
                {current.instruction}
              </p>
            </div>
          </>
        ) : mode === 'advanced' ? (
          <>
            <CueVisual cue="portal" className="size-44 opacity-60 sm:size-56" />
            <p className="max-w-sm text-muted">
              Choose a guided imagery scenario below and its steps will appear here as you meditate.
            </p>
          </>
        ) : (
          <>
            <CueVisual cue="breath-orb" className="size-44 sm:size-56" />
            <p className="max-w-sm text-muted">
              {reducedMotion
                ? 'Breathe in for four counts and out for six, at your own pace.'
                : 'Breathe in as the light grows, and out as it softens.'}
            </p>
          </>
        )}
        {caption && caption !== current?.instruction ? (
          <p
            data-testid="voice-caption"
            className="max-w-lg text-base leading-relaxed text-ink/90 sm:text-lg"
          >
            <span className="sr-only">Caption: </span>
            {caption}
          </p>
        ) : null}
      </div>
    </div>
  );
}
