import { Link } from 'wouter';
import { memberBadge } from '#domain/plans/plans';
import { VipBadge } from '#web/components/vip-badge';
import { usePlanFeatures } from '#web/lib/use-plan-features';
import { ProgressBar } from '#web/components/ui/progress-bar';
import { useSignedInUser } from '#web/lib/use-signed-in-user';

/**
 * Full name, 'Quantum Level N' and the progress to the next level (docs/dashboard.md); a link to the
 * profile page whose name is its visible text.
 */
export function ProfileCard({ onNavigate }: { onNavigate?: () => void }) {
  const user = useSignedInUser();
  const plan = usePlanFeatures().data?.plan;
  const badge = plan ? memberBadge(plan) : null;
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  const initials =
    (user.firstName?.[0] ?? user.email[0] ?? '?').toUpperCase() + (user.lastName?.[0] ?? '').toUpperCase();
  return (
    <Link
      href="/profile"
      onClick={onNavigate}
      className="block min-w-0 rounded-2xl border border-line bg-night/50 p-3.5 transition-colors hover:border-gold/40"
    >
      <span className="sr-only">Your profile: </span>
      <div className="flex items-center gap-3">
        {user.profileImageUrl ? (
          <img src={user.profileImageUrl} alt="" className="size-10 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden
            className="grid size-10 place-items-center rounded-full bg-gradient-to-br from-gold to-[#b8862f] text-sm font-bold text-on-gold"
          >
            {initials}
          </span>
        )}
        <div className="min-w-0">
          <p className="flex min-w-0 items-center gap-1.5 text-sm font-semibold text-ink">
            <span className="truncate">{fullName}</span>
            {badge === 'vip' ? <VipBadge /> : null}
          </p>
          <p className="text-xs text-gold">Quantum Level {user.quantumLevel}</p>
        </div>
      </div>
      <ProgressBar
        className="mt-3"
        value={user.levelProgress}
        label={`Progress to Level ${user.quantumLevel + 1}`}
      />
      <p className="mt-1.5 text-xs text-muted tabular">
        {user.levelProgress}% to Level {user.quantumLevel + 1}
      </p>
    </Link>
  );
}
