import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { DASHBOARD_VIDEOS, RESOURCES_LINK } from '#domain/dashboard/dashboard';
import { VideoPlayer } from '#web/components/video/video-player';

/** docs/dashboard.md: 'Quantum Mastery Videos', an experience story and a tutorial. */
export function MasteryVideos() {
  return (
    <section aria-labelledby="videos-title">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h2 id="videos-title" className="text-3xl leading-tight text-ink">
          Quantum Mastery Videos
        </h2>
        <Link
          href={RESOURCES_LINK.href}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-xl px-2 text-sm font-semibold text-gold hover:text-gold-hover"
        >
          {RESOURCES_LINK.label}
          <ArrowRight size={16} strokeWidth={1.75} aria-hidden />
        </Link>
      </div>
      <div className="grid gap-4 md:grid-cols-2 md:gap-6">
        {DASHBOARD_VIDEOS.map((video) => (
          <article key={video.url} className="overflow-hidden rounded-2xl border border-line bg-surface">
            <VideoPlayer url={video.url} title={video.title} className="rounded-none" />
            <div className="p-4 sm:p-5">
              <p className="text-xs font-semibold uppercase tracking-wider text-violet">{video.kind}</p>
              <h3 className="mt-1 text-xl leading-snug text-ink">{video.title}</h3>
              <p className="mt-1 text-sm text-muted">{video.description}</p>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
