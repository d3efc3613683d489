import { BadgeCheck, BookOpen, Coins, Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import type { StoryStats } from '#domain/community/list';
import { Skeleton } from '#web/components/ui/skeleton';
import { formatCount } from '#web/features/community/format';

function Tile({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-raised text-gold">{icon}</span>
      <div className="min-w-0">
        <p className="tabular text-2xl font-semibold leading-tight text-ink sm:text-3xl">
          {formatCount(value)}
        </p>
        <p className="truncate text-xs text-muted sm:text-sm">{label}</p>
      </div>
    </div>
  );
}

const icon = (Icon: typeof Heart) => <Icon size={20} strokeWidth={1.75} aria-hidden />;

/** docs/community.md: total stories, total likes, verified count and wealth stories count. */
export function StatsTiles({ stats }: { stats: StoryStats | undefined }) {
  if (!stats) {
    return (
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4" aria-hidden>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-[74px] rounded-2xl sm:h-[86px]" />
        ))}
      </div>
    );
  }
  return (
    <section aria-label="Community statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      <Tile icon={icon(BookOpen)} label="Total Stories" value={stats.totalStories} />
      <Tile icon={icon(Heart)} label="Total Likes" value={stats.totalLikes} />
      <Tile icon={icon(BadgeCheck)} label="Verified Stories" value={stats.verifiedCount} />
      <Tile icon={icon(Coins)} label="Wealth Stories" value={stats.wealthCount} />
    </section>
  );
}
