import { useState, type ReactNode } from 'react';
import { REASON_MAX, type AdminMemberDetail } from '#domain/admin/admin';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { Input, Label, Select } from '#web/components/ui/form-controls';
import { LoadError } from '#web/components/ui/load-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { useMember, useMemberAction, type MemberAction } from './api';
import { formatDay, formatMoment, PLAN_NAMES } from './format';
import { Pill } from './pill';

const COUNT_NAMES: Record<string, string> = {
  habits: 'Habits',
  habit_completions: 'Habit check-ins',
  meditation_sessions: 'Meditations',
  custom_meditations: 'Own meditations',
  affirmation_sets: 'Affirmation sets',
  energy_readings: 'Energy readings',
  daily_rituals: 'Ritual days',
  quantum_goals: 'Goals',
  moon_intentions: 'Moon intentions',
  stories: 'Stories',
  story_likes: 'Likes given',
  practice_days: 'Practice days',
  coaching_sessions: '1-on-1 sessions',
  coach_messages: 'Coach messages',
};

/** One member: standing, sign-in, what they own (counts only), and every action with its reason. */
export function MemberDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const member = useMember(id);
  return (
    <div className="grid gap-4">
      <div>
        <Button variant="ghost" size="sm" onClick={onBack}>
          ← All members
        </Button>
      </div>
      {member.isPending ? (
        <Skeleton className="h-72" />
      ) : member.error ? (
        <LoadError message={member.error.message} onRetry={() => void member.refetch()} />
      ) : (
        <>
          <Standing member={member.data} />
          <Actions member={member.data} onDeleted={onBack} />
        </>
      )}
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

function Standing({ member }: { member: AdminMemberDetail }) {
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ') || 'No name';
  const counts = Object.entries(member.counts).filter(([table, count]) => count > 0 && COUNT_NAMES[table]);
  return (
    <Card className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="mr-2 text-2xl text-ink">{name}</h2>
        <Pill>{PLAN_NAMES[member.plan]}</Pill>
        {member.verified ? null : <Pill tone="muted">Unverified</Pill>}
        {member.disabled ? <Pill tone="rose">Disabled</Pill> : null}
      </div>
      <dl className="grid gap-3">
        <Row label="E-mail">{member.email}</Row>
        <Row label="Plan in effect">{PLAN_NAMES[member.plan]}</Row>
        <Row label="Given by the team">
          {member.comp
            ? `${PLAN_NAMES[member.comp.plan]}, ${member.comp.until ? `through ${formatDay(member.comp.until)}` : 'with no end date'} (${member.comp.reason})`
            : 'Nothing'}
        </Row>
        <Row label="Subscription">
          {member.subscription
            ? `${PLAN_NAMES[member.subscriptionPlan]}, ${member.subscription.status ?? 'no status'}${
                member.subscription.currentPeriodEnd
                  ? `, period ends ${formatMoment(member.subscription.currentPeriodEnd)}`
                  : ''
              }${member.subscription.cancelAtPeriodEnd ? ', cancels at period end' : ''}`
            : 'Never subscribed'}
        </Row>
        {member.stripeEvents.length > 0 ? (
          <Row label="Last Stripe events">
            <ul className="grid gap-1 text-sm">
              {member.stripeEvents.map((event) => (
                <li key={event.id}>
                  {event.type} <span className="text-muted">· {formatMoment(event.at)}</span>
                </li>
              ))}
            </ul>
          </Row>
        ) : null}
        <Row label="Signs in with">
          {member.signInMethods.length === 0
            ? 'No sign-in method'
            : member.signInMethods
                .map((method) => (method === 'password' ? 'Password' : 'Provider'))
                .join(', ')}
        </Row>
        <Row label="Joined">{formatMoment(member.createdAt)}</Row>
        <Row label="Last signed in">
          {member.lastActiveAt ? formatMoment(member.lastActiveAt) : 'No session'}
        </Row>
        {member.disabledAt ? <Row label="Disabled since">{formatMoment(member.disabledAt)}</Row> : null}
        <Row label="Owns">
          {counts.length === 0
            ? 'Nothing yet'
            : counts.map(([table, count]) => `${COUNT_NAMES[table]} ${count}`).join(' · ')}
        </Row>
      </dl>
    </Card>
  );
}

function Actions({ member, onDeleted }: { member: AdminMemberDetail; onDeleted: () => void }) {
  const [reason, setReason] = useState('');
  const [plan, setPlan] = useState<'pro' | 'premium'>('premium');
  const [until, setUntil] = useState('');
  const [confirm, setConfirm] = useState('');
  const act = useMemberAction(member.id, (action) => {
    setReason('');
    setConfirm('');
    if (action.kind === 'delete') onDeleted();
  });
  const reasonGiven = reason.trim().length >= 3;
  const run = (action: MemberAction) => act.mutate(action);
  const busy = act.isPending;
  const trimmed = reason.trim();
  return (
    <Card className="grid gap-5">
      <div>
        <Label htmlFor="admin-reason">Reason (kept in the audit log)</Label>
        <Input
          id="admin-reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={REASON_MAX}
          placeholder="Why you are making this change"
        />
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold text-ink">Plan given by the team</legend>
        <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <div>
            <Label htmlFor="comp-plan">Plan</Label>
            <Select
              id="comp-plan"
              value={plan}
              onChange={(event) => setPlan(event.target.value as 'pro' | 'premium')}
            >
              <option value="pro">Pro</option>
              <option value="premium">Premium</option>
            </Select>
          </div>
          <div>
            <Label htmlFor="comp-until">Last day (UTC, optional)</Label>
            <Input
              id="comp-until"
              type="date"
              value={until}
              onChange={(event) => setUntil(event.target.value)}
            />
          </div>
          <Button
            disabled={!reasonGiven || busy}
            onClick={() =>
              run({ kind: 'grant', body: { plan, reason: trimmed, ...(until ? { until } : {}) } })
            }
          >
            Give plan
          </Button>
        </div>
        {member.comp ? (
          <div>
            <Button
              variant="secondary"
              disabled={!reasonGiven || busy}
              onClick={() => run({ kind: 'remove-plan', reason: trimmed })}
            >
              Remove the given plan
            </Button>
          </div>
        ) : null}
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold text-ink">Account</legend>
        <div className="flex flex-wrap gap-2">
          {member.verified ? null : (
            <Button
              variant="secondary"
              disabled={!reasonGiven || busy}
              onClick={() => run({ kind: 'verify', reason: trimmed })}
            >
              Mark address verified
            </Button>
          )}
          {member.disabled ? (
            <Button
              variant="secondary"
              disabled={!reasonGiven || busy}
              onClick={() => run({ kind: 'enable', reason: trimmed })}
            >
              Enable account
            </Button>
          ) : (
            <Button
              variant="destructive"
              disabled={!reasonGiven || busy}
              onClick={() => run({ kind: 'disable', reason: trimmed })}
            >
              Disable account
            </Button>
          )}
        </div>
        <p className="text-sm text-muted">
          Disabling signs the member out everywhere, refuses their sign-in and stops their reminders.
        </p>
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold text-rose">Delete the account</legend>
        <p className="text-sm text-muted">
          Everything the member owns is deleted and a paid subscription ends, as when they delete it
          themselves. This cannot be undone. Type DELETE to confirm.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            aria-label="Type DELETE to confirm"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            className="sm:max-w-48"
          />
          <Button
            variant="destructive"
            disabled={!reasonGiven || confirm !== 'DELETE' || busy}
            onClick={() => run({ kind: 'delete', reason: trimmed })}
          >
            Delete account
          </Button>
        </div>
      </fieldset>
    </Card>
  );
}
