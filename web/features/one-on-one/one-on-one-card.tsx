import { CalendarClock } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { localDay } from '#domain/shared/dates';
import { monthName, type CoachingSession } from '#domain/one-on-one/one-on-one';
import { Button } from '#web/components/ui/button';
import { Card, CardTitle } from '#web/components/ui/card';
import { Input, Label, Textarea } from '#web/components/ui/form-controls';
import { browserTimeZone } from '#web/lib/use-time-zone-sync';
import { useCoachingSessions, useRequestSession, useUpdateSession } from './api';
import { StatusBadge, formatWhen } from './session-status';

function SessionDetails({ session }: { session: CoachingSession }) {
  const update = useUpdateSession();
  const live = session.status === 'requested' || session.status === 'scheduled';
  return (
    <div className="grid gap-2 rounded-xl border border-line p-4" data-testid="coaching-session">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-ink">{monthName(session.month)}</p>
        <StatusBadge status={session.status} />
      </div>
      <p className="text-sm text-muted">{session.topic}</p>
      {session.status === 'scheduled' && session.scheduledAt ? (
        <p className="text-sm text-ink">
          {formatWhen(session.scheduledAt)}
          {session.meetingUrl ? (
            <>
              {' · '}
              <a href={session.meetingUrl} target="_blank" rel="noreferrer" className="text-gold underline">
                Join the meeting
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      {session.status === 'requested' && session.bookingUrl ? (
        <p className="text-sm">
          <a href={session.bookingUrl} target="_blank" rel="noreferrer" className="text-gold underline">
            Pick your time on the booking page
          </a>
        </p>
      ) : null}
      {live ? (
        <Button
          variant="ghost"
          size="sm"
          className="justify-self-start"
          disabled={update.isPending}
          onClick={() => update.mutate({ id: session.id, change: { status: 'cancelled' } })}
        >
          Cancel session
        </Button>
      ) : null}
    </div>
  );
}

function RequestForm() {
  const request = useRequestSession();
  const [topic, setTopic] = useState('');
  const [preferredTimes, setPreferredTimes] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    request.mutate({ topic, preferredTimes, timeZone: browserTimeZone() ?? 'UTC' });
  }
  return (
    <form onSubmit={submit} className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor="coaching-topic">What would you like to work on?</Label>
        <Textarea
          id="coaching-topic"
          rows={2}
          value={topic}
          onChange={(event) => setTopic(event.target.value)}
          required
          minLength={3}
          maxLength={500}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="coaching-times">Times that suit you</Label>
        <Input
          id="coaching-times"
          value={preferredTimes}
          onChange={(event) => setPreferredTimes(event.target.value)}
          placeholder="Weekday evenings"
          required
          minLength={3}
          maxLength={300}
        />
      </div>
      <Button type="submit" className="justify-self-start" disabled={request.isPending}>
        {request.isPending ? 'Requesting...' : 'Request this month’s session'}
      </Button>
    </form>
  );
}

/**
 * The dashboard card for the monthly 1-on-1 (Premium): this month's status, or a button that opens
 * the request form (folded so the dashboard stays short until the member wants it).
 */
export function CoachingCard() {
  const [formOpen, setFormOpen] = useState(false);
  const formId = useId();
  const sessions = useCoachingSessions();
  const month = localDay(new Date(), browserTimeZone() ?? 'UTC').slice(0, 7);
  const list = sessions.data?.sessions ?? [];
  const current = list.find((session) => session.month === month && session.status !== 'cancelled');
  const latest = current ?? list[0];
  return (
    <Card id="coaching" compact className="grid gap-3">
      <CardTitle compact className="flex items-center gap-2">
        <CalendarClock size={20} strokeWidth={1.75} aria-hidden className="text-gold" />
        1-on-1 monthly session
      </CardTitle>
      {sessions.isPending ? null : (
        <>
          {latest ? <SessionDetails session={latest} /> : null}
          {current ? null : formOpen ? (
            <div id={formId}>
              <RequestForm />
            </div>
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="min-w-0 flex-[1_1_12rem] text-sm text-muted">
                One session with a coach each month, at a time that suits you.
              </p>
              <Button
                variant="secondary"
                size="sm"
                aria-expanded={false}
                aria-controls={formId}
                onClick={() => setFormOpen(true)}
              >
                Request a session
              </Button>
            </div>
          )}
        </>
      )}
    </Card>
  );
}
