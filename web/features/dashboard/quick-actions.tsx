import { ArrowRight, Heart, Sparkles, Zap } from 'lucide-react';
import { Link } from 'wouter';
import { quickActions } from '#domain/dashboard/dashboard';
import { useAffirmationsByModel } from '#web/lib/use-affirmation-writer';

const ICONS = { '/meditate': Sparkles, '/affirmations': Heart, '/energy': Zap } as const;

/** docs/dashboard.md: three cards with static values, each a link; "AI" only when a model writes. */
export function QuickActions() {
  const affirmationsByModel = useAffirmationsByModel();
  return (
    <nav aria-label="Quick actions" className="grid grid-cols-3 gap-2 sm:gap-4">
      {quickActions(affirmationsByModel).map(({ title, href, action, value }) => {
        const Icon = ICONS[href];
        return (
          <Link
            key={href}
            href={href}
            className="group flex min-w-0 flex-col items-start gap-1 rounded-2xl border border-line bg-surface p-3 transition-colors duration-200 ease-out hover:border-gold/50 hover:bg-raised sm:gap-4 sm:p-5"
          >
            <span className="hidden size-11 shrink-0 place-items-center rounded-xl bg-violet/15 text-violet sm:grid">
              <Icon size={20} strokeWidth={1.75} aria-hidden />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-semibold leading-snug text-ink sm:text-base">{title}</span>
              <span className="flex items-center gap-1 text-xs text-gold sm:text-sm">
                {action}
                <ArrowRight
                  size={16}
                  strokeWidth={1.75}
                  aria-hidden
                  className="hidden transition-transform duration-200 group-hover:translate-x-0.5 sm:block"
                />
              </span>
            </span>
            <span className="text-base font-semibold text-ink tabular sm:self-end sm:text-xl">{value}</span>
          </Link>
        );
      })}
    </nav>
  );
}
