import { useEffect, useRef, useState } from 'react';
import { youtubeEmbedUrl } from '#domain/dashboard/video';
import { PosterButton } from './video-poster';

type YouTubeEmbedProps = { videoId: string; startSeconds: number | null; title: string };

/**
 * A poster with the title and a play button; YouTube's frame (and its scripts and cookies) loads only
 * when the visitor presses play, from the privacy-enhanced domain. From then on YouTube's own player
 * provides play/pause and mute, and stops paused at the end.
 */
export function YouTubeEmbed({ videoId, startSeconds, title }: YouTubeEmbedProps) {
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  // The pressed button disappears; keep keyboard users where the video now is.
  useEffect(() => {
    if (loaded) frame.current?.focus();
  }, [loaded]);

  if (loaded) {
    return (
      <iframe
        ref={frame}
        src={youtubeEmbedUrl(videoId, { startSeconds, autoplay: true })}
        title={title}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="absolute inset-0 size-full border-0"
      />
    );
  }

  return <PosterButton title={title} note="Plays from YouTube" onClick={() => setLoaded(true)} />;
}
