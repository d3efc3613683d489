import { Gift } from 'lucide-react';
import { planById } from '#domain/plans/plans';
import { useSubscriptionStatus } from '#web/lib/use-subscription-status';

const longDay = (day: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** A plan the team gave by hand (the admin console), with its last day; nothing otherwise. */
export function GivenPlan() {
  const status = useSubscriptionStatus();
  const given = status.data?.givenByTeam;
  if (!status.data || !given) return null;
  const plan = planById(status.data.tier);
  return (
    <section
      aria-label="Your plan"
      className="flex items-start gap-3 rounded-2xl border border-gold/40 bg-surface p-4 sm:p-5"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-gold/15 text-gold">
        <Gift size={20} strokeWidth={1.75} aria-hidden />
      </span>
      <div>
        <p className="font-semibold text-ink">Your {plan.name} plan was given by the team</p>
        <p className="mt-0.5 text-sm text-muted">
          {given.until ? `It lasts through ${longDay(given.until)}.` : 'It has no end date.'}
        </p>
      </div>
    </section>
  );
}
