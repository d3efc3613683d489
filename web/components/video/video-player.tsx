import { lazy, Suspense, useMemo } from 'react';
import { parseVideoUrl } from '#domain/dashboard/video';
import { cn } from '#web/lib/cn';
import { VideoUnavailable } from './video-unavailable';
import { YouTubeEmbed } from './youtube-embed';

// Only pages that show a file video download its controls.
const FileVideo = lazy(() => import('./file-video'));

/**
 * One player for every video in the app (landing page, dashboard, resources). YouTube links get a
 * privacy-first facade; anything else plays in `<video>` (docs/dashboard.md). 16:9 frame.
 */
export function VideoPlayer({ url, title, className }: { url: string; title: string; className?: string }) {
  const source = useMemo(() => parseVideoUrl(url), [url]);
  return (
    <div
      className={cn(
        'relative aspect-video w-full overflow-hidden rounded-2xl border border-line bg-[#100e24]',
        className,
      )}
    >
      {source.kind === 'youtube' ? (
        <YouTubeEmbed
          key={source.videoId}
          videoId={source.videoId}
          startSeconds={source.startSeconds}
          title={title}
        />
      ) : source.kind === 'file' ? (
        <Suspense fallback={null}>
          <FileVideo key={source.src} src={source.src} title={title} />
        </Suspense>
      ) : (
        <VideoUnavailable title={title} />
      )}
    </div>
  );
}
