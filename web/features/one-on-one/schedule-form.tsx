import { useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button';
import { Input, Label } from '#web/components/ui/form-controls';
import { useUpdateSession } from './api';

/** The admin's scheduling form: a local date-time (the admin's zone) and a meeting link. */
export function ScheduleForm({ id }: { id: string }) {
  const update = useUpdateSession();
  const [when, setWhen] = useState('');
  const [link, setLink] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    const scheduledAt = new Date(when);
    if (Number.isNaN(scheduledAt.getTime())) return;
    update.mutate({
      id,
      change: { status: 'scheduled', scheduledAt: scheduledAt.toISOString(), meetingUrl: link },
    });
  }
  return (
    <form onSubmit={submit} className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <div className="grid gap-1">
        <Label htmlFor={`when-${id}`}>Time</Label>
        <Input
          id={`when-${id}`}
          type="datetime-local"
          value={when}
          onChange={(event) => setWhen(event.target.value)}
          required
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`link-${id}`}>Meeting link</Label>
        <Input
          id={`link-${id}`}
          type="url"
          placeholder="https://"
          value={link}
          onChange={(event) => setLink(event.target.value)}
          required
        />
      </div>
      <Button type="submit" size="sm" disabled={update.isPending}>
        Schedule
      </Button>
    </form>
  );
}
