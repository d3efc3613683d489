import { LANDING_VIDEOS } from '#domain/dashboard/video';
import { VideoPlayer } from '#web/components/video/video-player';
import { SectionHeading } from './section-heading';

/** Two videos to begin with (docs/landing.md). */
export function VideoSection() {
  const videos = [LANDING_VIDEOS.mindfulMinutes, LANDING_VIDEOS.fiveMinuteMeditation];
  return (
    <section aria-labelledby="videos-title" className="mx-auto max-w-6xl px-5 py-14 sm:px-8 sm:py-24">
      <SectionHeading id="videos-title" eyebrow="Watch" title="Begin with two teachings">
        Understand why a few quiet minutes matter, then try them. Videos load only when you press play.
      </SectionHeading>
      <ul className="grid gap-8 md:grid-cols-2 md:gap-6">
        {videos.map((video) => (
          <li key={video.url}>
            <VideoPlayer url={video.url} title={video.title} className="shadow-2xl shadow-black/40" />
            <p className="mt-4 px-1 text-muted">{video.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
