import { LANDING_VIDEOS } from '../../../domain/video';
import { VideoPlayer } from '../../components/video/video-player';
import { SectionHeading } from './section-heading';

/** The two teachings: the 7 principles and a 15-minute abundance meditation (SPEC section 2). */
export function VideoSection() {
  const videos = [LANDING_VIDEOS.principles, LANDING_VIDEOS.meditation];
  return (
    <section aria-labelledby="videos-title" className="mx-auto max-w-6xl px-5 py-14 sm:px-8 sm:py-24">
      <SectionHeading id="videos-title" eyebrow="Watch" title="Begin with two teachings">
        Learn the principles, then feel them. Videos load only when you press play.
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
