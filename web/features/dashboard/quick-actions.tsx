import { ArrowRight, Heart, Sparkles, Zap } from 'lucide-react';
import { Link } from 'wouter';
import { quickActions } from '#domain/dashboard/dashboard';
import { useAffirmationsByModel } from '#web/lib/use-affirmation-writer';

const ICONS = { '/meditate': Sparkles, '/affirmations': Heart, '/energy': Zap } as const;

/** docs/dashboard.md: three cards with static values, each a link; "AI" only when a model writes. */
export function QuickActions() {
  const affirmationsByModel = useAffirmationsByModel();
  return (
    <nav aria-label="Quick actions" className="grid gap-3 sm:grid-cols-3 sm:gap-4">
      {quickActions(affirmationsByModel).map(({ title, href, action, value }) => {
        const Icon = ICONS[href];
        return (
          <Link
            key={href}
            href={href}
            className="group flex items-center gap-4 rounded-2xl border border-line bg-surface p-4 transition-colors duration-200 ease-out hover:border-gold/50 hover:bg-raised sm:flex-col sm:items-start sm:p-5"
          >
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-violet/15 text-violet">
              <Icon size={20} strokeWidth={1.75} aria-hidden />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-ink">{title}</span>
              <span className="flex items-center gap-1 text-sm text-gold">
                {action}
                <ArrowRight
                  size={16}
                  strokeWidth={1.75}
                  aria-hidden
                  className="transition-transform duration-200 group-hover:translate-x-0.5"
                />
              </span>
            </span>
            <span className="text-xl font-semibold text-ink tabular sm:self-end">{value}</span>
          </Link>
        );
      })}
    </nav>
  );
}
