import { Bell } from 'lucide-react';
import { Button } from '#web/components/ui/button';

/**
 * Step three: a daily reminder at the practice time. The browser's notification permission is asked
 * only when the member taps "Remind me" (never on load).
 */
export function ReminderStep({
  time,
  busy,
  onRemind,
}: {
  time: string;
  busy: boolean;
  onRemind: () => void;
}) {
  return (
    <div className="grid gap-4">
      <p className="text-muted">
        One gentle notification a day at <span className="tabular text-ink">{time}</span>, and none on a day
        you have already practised. You can change or stop it any time in your profile.
      </p>
      <Button size="lg" onClick={onRemind} disabled={busy} className="justify-self-start">
        <Bell size={18} strokeWidth={1.75} aria-hidden />
        Remind me at {time}
      </Button>
    </div>
  );
}
