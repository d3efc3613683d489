import { Pause, Play, SkipBack, SkipForward } from 'lucide-react';
import { formatClock } from '#domain/meditation/meditation';
import { ProgressBar } from '#web/components/ui/progress-bar';

type Props = {
  playing: boolean;
  elapsedSeconds: number;
  remainingSeconds: number;
  progress: number;
  /** In advanced mode with a scenario, previous and next move the step instead of the session. */
  stepsMode: boolean;
  /** The full-screen player's bigger play button. */
  large?: boolean;
  onPlay: () => void;
  onPause: () => void;
  onPrevious: () => void;
  onNext: () => void;
};

const roundButton =
  'grid size-12 place-items-center rounded-full border border-line text-ink transition-colors duration-200 hover:border-gold/60 hover:bg-raised';

/** Progress, time remaining and the previous / play-pause / next row. */
export function TransportControls(props: Props) {
  const { playing, stepsMode } = props;
  const unit = stepsMode ? 'step' : 'session';
  return (
    <div>
      <ProgressBar value={props.progress} label="Session progress" />
      <div className="mt-2 flex justify-between text-sm text-muted tabular">
        <span>{formatClock(props.elapsedSeconds)}</span>
        <span>
          <span className="text-ink">{formatClock(props.remainingSeconds)}</span> remaining
        </span>
      </div>
      <div className="mt-4 flex items-center justify-center gap-5">
        <button
          type="button"
          aria-label={`Previous ${unit}`}
          onClick={props.onPrevious}
          className={roundButton}
        >
          <SkipBack size={20} strokeWidth={1.75} aria-hidden />
        </button>
        <button
          type="button"
          aria-label={playing ? 'Pause' : 'Play'}
          onClick={playing ? props.onPause : props.onPlay}
          className={`grid ${props.large ? 'size-20' : 'size-16'} place-items-center rounded-full bg-gold text-on-gold shadow-[0_10px_30px_-10px_rgba(226,184,87,0.7)] transition-colors duration-200 hover:bg-gold-hover`}
        >
          {playing ? (
            <Pause size={26} strokeWidth={1.75} aria-hidden />
          ) : (
            <Play size={26} strokeWidth={1.75} aria-hidden className="translate-x-0.5" />
          )}
        </button>
        <button type="button" aria-label={`Next ${unit}`} onClick={props.onNext} className={roundButton}>
          <SkipForward size={20} strokeWidth={1.75} aria-hidden />
        </button>
      </div>
    </div>
  );
}
