import { useState } from 'react';
import { INVITATION_DAYS_MAX } from '#domain/admin/admin';
import { SIGNUP_MODES, type SignupMode } from '#domain/admin/signup-modes';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { Input, Label } from '#web/components/ui/form-controls';
import { LoadError } from '#web/components/ui/load-error';
import { Skeleton } from '#web/components/ui/skeleton';
import {
  useCreateInvitation,
  useDeleteInvitation,
  useInvitations,
  useSetSignupMode,
  useSignupMode,
} from './api';
import { formatMoment } from './format';

const MODES: Record<SignupMode, { name: string; description: string }> = {
  open: { name: 'Open', description: 'Anyone can create an account.' },
  invite: { name: 'Invite only', description: 'Only people with an invitation link can create an account.' },
  closed: { name: 'Closed', description: 'Nobody can create an account. Members still sign in.' },
};

/** Who may create an account, and the single-use invitation links for invite-only sign-up. */
export function SignupTab() {
  const mode = useSignupMode();
  const setMode = useSetSignupMode();
  return (
    <div className="grid gap-4">
      <Card className="grid gap-3">
        <h2 className="text-xl text-ink">Sign-up mode</h2>
        {mode.isPending ? (
          <Skeleton className="h-24" />
        ) : mode.error ? (
          <LoadError message={mode.error.message} onRetry={() => void mode.refetch()} />
        ) : (
          <div role="radiogroup" aria-label="Sign-up mode" className="grid gap-2 sm:grid-cols-3">
            {SIGNUP_MODES.map((option) => {
              const chosen = mode.data.mode === option;
              return (
                <button
                  key={option}
                  type="button"
                  role="radio"
                  aria-checked={chosen}
                  disabled={setMode.isPending}
                  onClick={() => !chosen && setMode.mutate(option)}
                  className={`rounded-xl border p-3 text-left ${chosen ? 'border-gold bg-gold/10' : 'border-line hover:bg-raised'}`}
                >
                  <span className="block font-semibold text-ink">{MODES[option].name}</span>
                  <span className="block text-sm text-muted">{MODES[option].description}</span>
                </button>
              );
            })}
          </div>
        )}
      </Card>
      <Invitations />
    </div>
  );
}

function Invitations() {
  const [days, setDays] = useState('7');
  const [latest, setLatest] = useState<string | null>(null);
  const list = useInvitations();
  const create = useCreateInvitation();
  const remove = useDeleteInvitation();
  const dayCount = Number(days);
  const valid = Number.isInteger(dayCount) && dayCount >= 1 && dayCount <= INVITATION_DAYS_MAX;
  return (
    <Card className="grid gap-3">
      <h2 className="text-xl text-ink">Invitations</h2>
      <p className="text-sm text-muted">
        Each link creates one account and stops working once used or expired. It works while sign-up is invite
        only or open.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div>
          <Label htmlFor="invitation-days">Valid for (days, 1 to 30)</Label>
          <Input
            id="invitation-days"
            type="number"
            min={1}
            max={INVITATION_DAYS_MAX}
            value={days}
            onChange={(event) => setDays(event.target.value)}
            className="sm:w-40"
          />
        </div>
        <Button
          disabled={!valid || create.isPending}
          onClick={() => create.mutate(dayCount, { onSuccess: (created) => setLatest(created.url) })}
        >
          Create invitation link
        </Button>
      </div>
      {latest ? (
        <div className="grid gap-1 rounded-xl border border-gold/50 bg-gold/5 p-3">
          <p className="text-sm font-semibold text-ink">Copy this link now: it is shown only once.</p>
          <Input
            readOnly
            value={latest}
            aria-label="New invitation link"
            onFocus={(event) => event.target.select()}
          />
        </div>
      ) : null}
      {list.isPending ? (
        <Skeleton className="h-20" />
      ) : list.error ? (
        <LoadError message={list.error.message} onRetry={() => void list.refetch()} />
      ) : list.data.invitations.length === 0 ? (
        <p className="text-sm text-muted">No invitations yet.</p>
      ) : (
        <ul className="divide-y divide-line">
          {list.data.invitations.map((invitation) => {
            const expired = Date.parse(invitation.expiresAt) <= Date.now();
            return (
              <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                <span className="text-sm">
                  <span className="block text-ink">
                    {invitation.usedAt
                      ? `Used by ${invitation.usedByEmail ?? 'a member'}`
                      : expired
                        ? 'Expired'
                        : `Open until ${formatMoment(invitation.expiresAt)}`}
                  </span>
                  <span className="block text-muted">
                    Created {formatMoment(invitation.createdAt)} by {invitation.createdByEmail}
                  </span>
                </span>
                {invitation.usedAt || expired ? null : (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(invitation.id)}
                  >
                    Withdraw
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
