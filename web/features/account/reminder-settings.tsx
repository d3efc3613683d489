import { Bell, BellOff } from 'lucide-react';
import { useState } from 'react';
import { useSignedInUser } from '#web/lib/use-signed-in-user';
import { Button } from '#web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { Input, Label } from '#web/components/ui/form-controls';
import { useTitledUserUpdate } from './api';
import { ThisDevice } from './this-device';

const DEFAULT_TIME = '08:00';

/**
 * Reminders (docs/reminders.md): the daily time, opt-in moon reminders, and which devices receive
 * them. The server sends them by Web Push at the member's local time, with no page open.
 */
export function ReminderSettings() {
  const user = useSignedInUser();
  const [time, setTime] = useState(user.reminderTime ?? DEFAULT_TIME);
  const update = useTitledUserUpdate('Could not save the reminder');
  const enabled = Boolean(user.reminderTime);

  const save = update.save;

  return (
    <Card aria-labelledby="reminders-title">
      <CardHeader>
        <div>
          <CardTitle id="reminders-title">Reminders</CardTitle>
          <CardDescription>
            A gentle nudge toward your rituals each day, sent to the devices you choose even when Abundance is
            closed. No reminder comes on a day you have already practised.
          </CardDescription>
        </div>
        {enabled ? (
          <Bell className="shrink-0 text-gold" size={20} strokeWidth={1.75} aria-hidden />
        ) : (
          <BellOff className="shrink-0 text-muted" size={20} strokeWidth={1.75} aria-hidden />
        )}
      </CardHeader>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <Label htmlFor="reminder-time">Daily reminder at</Label>
          <Input
            id="reminder-time"
            type="time"
            value={time}
            onChange={(event) => setTime(event.target.value)}
            className="w-40 tabular"
          />
        </div>
        {enabled ? (
          <>
            <Button
              variant="secondary"
              disabled={update.isPending || !time || time === user.reminderTime}
              onClick={() => save({ reminderTime: time }, `Reminder moved to ${time}`)}
            >
              Update time
            </Button>
            <Button
              variant="ghost"
              disabled={update.isPending}
              onClick={() => save({ reminderTime: null }, 'Daily reminder turned off')}
            >
              Turn off
            </Button>
          </>
        ) : (
          <Button
            variant="secondary"
            disabled={update.isPending || !time}
            onClick={() => save({ reminderTime: time }, `Reminder set for ${time}`)}
          >
            Turn on reminder
          </Button>
        )}
      </div>
      <p className="mt-3 text-sm text-muted">
        {enabled
          ? `Every day at ${user.reminderTime} (${user.timeZone.replaceAll('_', ' ')}).`
          : 'Off. Habits can have their own reminder time too, set on each habit.'}
      </p>
      <label className="mt-4 flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink">
        <input
          type="checkbox"
          className="size-5 cursor-pointer accent-gold"
          checked={user.moonReminders}
          disabled={update.isPending}
          onChange={(event) =>
            save(
              { moonReminders: event.target.checked },
              event.target.checked ? 'Moon reminders on' : 'Moon reminders off',
            )
          }
        />
        New and full moon reminders, at {user.reminderTime ?? '09:00'} on the day
      </label>
      <ThisDevice />
    </Card>
  );
}
