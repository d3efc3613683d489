import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { DASHBOARD_VIDEOS, RESOURCES_LINK } from '#domain/dashboard/dashboard';
import { VideoPlayer } from '#web/components/video/video-player';

/** docs/dashboard.md: 'Quantum Mastery Videos', an experience story and a tutorial. */
export function MasteryVideos() {
  return (
    <section aria-labelledby="videos-title">
      <div className="mb-1 flex items-center justify-between gap-x-2 sm:mb-4 sm:flex-wrap sm:items-end sm:gap-x-3">
        <h2 id="videos-title" className="text-xl leading-tight text-ink sm:text-3xl">
          Quantum Mastery Videos
        </h2>
        <Link
          href={RESOURCES_LINK.href}
          className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-xl px-1 text-xs font-semibold text-gold hover:text-gold-hover sm:gap-1.5 sm:px-2 sm:text-sm"
        >
          {RESOURCES_LINK.label}
          <ArrowRight size={16} strokeWidth={1.75} aria-hidden />
        </Link>
      </div>
      {/* Two columns at every width: on a phone each is a poster and a title, the words below sm. */}
      <div className="grid grid-cols-2 gap-3 md:gap-6">
        {DASHBOARD_VIDEOS.map((video) => (
          <article key={video.url} className="overflow-hidden rounded-2xl border border-line bg-surface">
            <VideoPlayer url={video.url} title={video.title} className="rounded-none" />
            <div className="p-2.5 sm:p-5">
              <p className="text-[11px] font-semibold uppercase tracking-wider text-violet sm:text-xs">
                {video.kind}
              </p>
              <h3 className="mt-0.5 text-[15px] leading-snug text-ink sm:mt-1 sm:text-xl">{video.title}</h3>
              <p className="mt-1 hidden text-sm text-muted sm:block">{video.description}</p>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
