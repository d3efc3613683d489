import { Bell, BellOff } from 'lucide-react';
import { useState } from 'react';
import { useSignedInUser } from '#web/lib/use-signed-in-user';
import { Button } from '#web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { Input, Label } from '#web/components/ui/form-controls';
import { useUpdateReminder } from './api';

const DEFAULT_TIME = '08:00';
const supported = () => typeof Notification !== 'undefined';

/** The daily reminder: a local time, and browser permission asked only when it is turned on. */
export function ReminderSettings() {
  const user = useSignedInUser();
  const [time, setTime] = useState(user.reminderTime ?? DEFAULT_TIME);
  const [blocked, setBlocked] = useState(supported() && Notification.permission === 'denied');
  const enabled = Boolean(user.reminderTime);
  const update = useUpdateReminder(enabled);
  const save = (reminderTime: string | null) => update.mutate({ reminderTime });

  const turnOn = async () => {
    if (!supported()) return;
    const permission =
      Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
    if (permission !== 'granted') {
      setBlocked(true);
      return;
    }
    setBlocked(false);
    save(time);
  };

  return (
    <Card>
      <CardHeader>
        <div>
          <CardTitle>Daily reminder</CardTitle>
          <CardDescription>
            A gentle nudge toward your rituals at the same time each day, while Abundance is open or
            installed.
          </CardDescription>
        </div>
        {enabled ? (
          <Bell className="text-gold" size={20} strokeWidth={1.75} aria-hidden />
        ) : (
          <BellOff className="text-muted" size={20} strokeWidth={1.75} aria-hidden />
        )}
      </CardHeader>
      {!supported() ? (
        <p className="text-sm text-muted">This browser cannot show notifications.</p>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <Label htmlFor="reminder-time">Remind me at</Label>
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
                disabled={update.isPending || time === user.reminderTime}
                onClick={() => save(time)}
              >
                Update time
              </Button>
              <Button variant="ghost" disabled={update.isPending} onClick={() => save(null)}>
                Turn off
              </Button>
            </>
          ) : (
            <Button variant="secondary" disabled={update.isPending || !time} onClick={() => void turnOn()}>
              Turn on reminder
            </Button>
          )}
        </div>
      )}
      {blocked ? (
        <p role="alert" className="mt-3 text-sm text-rose">
          Notifications are blocked for this site. Allow them in your browser’s site settings, then turn the
          reminder on again.
        </p>
      ) : null}
      {enabled ? (
        <p className="mt-3 text-sm text-muted">
          On: every day at {user.reminderTime} ({user.timeZone.replaceAll('_', ' ')}).
        </p>
      ) : null}
    </Card>
  );
}
