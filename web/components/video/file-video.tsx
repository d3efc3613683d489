import { Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useReducer, useRef, useState, type SyntheticEvent } from 'react';
import { formatVideoTime } from '#domain/dashboard/video';
import { INITIAL_PLAYBACK, playbackReducer, type MediaEvent } from './playback';
import { PosterButton } from './video-poster';
import { VideoUnavailable } from './video-unavailable';

const controlButton =
  'grid size-11 shrink-0 place-items-center rounded-xl text-ink transition-colors duration-150 hover:bg-white/10';

/**
 * An mp4 (or any file the browser plays) with our own controls: play/pause, seek and mute. The state
 * shown always comes from the element's own events, so it cannot drift from what is playing. At the
 * end the video rewinds and returns to the paused poster (docs/dashboard.md).
 */
export default function FileVideo({ src, title }: { src: string; title: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [{ started, playing, muted }, dispatch] = useReducer(playbackReducer, INITIAL_PLAYBACK);
  const [failed, setFailed] = useState(false);
  const [clock, setClock] = useState({ current: 0, duration: 0 });
  const frame = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);

  // The poster and the control bar replace each other; keep keyboard focus on the new first button.
  const onMedia = (event: MediaEvent) => {
    const next = playbackReducer({ started, playing, muted }, event);
    if (next.started !== started) refocus.current = Boolean(frame.current?.contains(document.activeElement));
    dispatch(event);
  };
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    frame.current?.querySelector('button')?.focus();
  }, [started]);

  const togglePlay = () => {
    const element = video.current;
    if (!element) return;
    // play() rejects when the browser blocks it or the source fails; the pause state then stays.
    if (element.paused) element.play().catch(() => onMedia({ type: 'pause' }));
    else element.pause();
  };
  const toggleMute = () => {
    if (video.current) video.current.muted = !video.current.muted;
  };
  const syncClock = (event: SyntheticEvent<HTMLVideoElement>) => {
    const { currentTime, duration } = event.currentTarget;
    setClock({ current: currentTime, duration: Number.isFinite(duration) ? duration : 0 });
  };

  if (failed) return <VideoUnavailable title={title} />;

  return (
    <div ref={frame} className="absolute inset-0">
      <video
        ref={video}
        src={src}
        preload="none"
        playsInline
        aria-label={title}
        onClick={togglePlay}
        onPlay={() => onMedia({ type: 'play' })}
        onPause={() => onMedia({ type: 'pause' })}
        onEnded={(event) => {
          event.currentTarget.currentTime = 0;
          onMedia({ type: 'ended' });
        }}
        onVolumeChange={(event) => onMedia({ type: 'volume', muted: event.currentTarget.muted })}
        onLoadedMetadata={syncClock}
        onDurationChange={syncClock}
        onTimeUpdate={syncClock}
        onError={() => setFailed(true)}
        className="absolute inset-0 size-full bg-black object-contain"
      />
      {started ? (
        <div className="absolute inset-x-0 bottom-0 flex items-center gap-1 bg-night/85 px-2 py-1 backdrop-blur sm:gap-2">
          <button
            type="button"
            onClick={togglePlay}
            aria-label={playing ? 'Pause' : 'Play'}
            className={controlButton}
          >
            {playing ? (
              <Pause size={20} strokeWidth={1.75} aria-hidden />
            ) : (
              <Play size={20} strokeWidth={1.75} aria-hidden />
            )}
          </button>
          <input
            type="range"
            min={0}
            max={clock.duration || 0}
            step={0.1}
            value={clock.current}
            onChange={(event) => {
              if (video.current) video.current.currentTime = Number(event.target.value);
            }}
            aria-label="Seek"
            aria-valuetext={`${formatVideoTime(clock.current)} of ${formatVideoTime(clock.duration)}`}
            className="h-11 min-w-0 flex-1 cursor-pointer accent-gold"
          />
          <span className="shrink-0 px-1 text-xs text-muted tabular">
            {formatVideoTime(clock.current)} / {formatVideoTime(clock.duration)}
          </span>
          <button
            type="button"
            onClick={toggleMute}
            aria-label="Mute"
            aria-pressed={muted}
            className={controlButton}
          >
            {muted ? (
              <VolumeX size={20} strokeWidth={1.75} aria-hidden />
            ) : (
              <Volume2 size={20} strokeWidth={1.75} aria-hidden />
            )}
          </button>
        </div>
      ) : (
        <PosterButton title={title} onClick={togglePlay} />
      )}
    </div>
  );
}
