import { CalendarDays, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { Input, Label } from '#web/components/ui/form-controls';
import { LoadError } from '#web/components/ui/load-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { toast } from '#web/components/ui/toast/toast-store';
import { useCalendarFeed, useResetCalendarFeed } from './api';

/**
 * The private moon calendar feed: a URL to subscribe to in any calendar app (new and full moons for
 * twelve months, the member's intention reminders, and optionally sign changes and void-of-course
 * periods). The link is the key, so it can be reset.
 */
export function CalendarFeedSettings() {
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const [signs, setSigns] = useState(false);
  const [voids, setVoids] = useState(false);
  const include = [signs ? 'signs' : null, voids ? 'voids' : null].filter(Boolean).join(',');
  const url = feed.data ? `${feed.data.url}${include ? `?include=${include}` : ''}` : '';

  const copy = async () => {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied', description: 'Add it to your calendar app as a subscription.' });
  };

  return (
    <Card aria-labelledby="calendar-feed-title" role="region">
      <CardHeader>
        <div>
          <CardTitle id="calendar-feed-title">Moon calendar feed</CardTitle>
          <CardDescription>
            Subscribe in Google Calendar, Apple Calendar or Outlook: every new and full moon of the next
            twelve months at its exact time, and reminders for your intentions. Anyone with the link can read
            it, so keep it private. It changes when you sign out everywhere or change or reset your password:
            subscribe again with the new link then.
          </CardDescription>
        </div>
        <CalendarDays className="text-gold" size={20} strokeWidth={1.75} aria-hidden />
      </CardHeader>
      {feed.data ? (
        <>
          <Label htmlFor="calendar-feed-url">Your private link</Label>
          <div className="flex gap-2">
            <Input id="calendar-feed-url" readOnly value={url} className="min-w-0 flex-1 text-sm" />
            <Button variant="secondary" size="icon" aria-label="Copy link" onClick={() => void copy()}>
              <Copy size={20} strokeWidth={1.75} aria-hidden />
            </Button>
          </div>
          <fieldset className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink">
            <legend className="sr-only">Also include</legend>
            <label className="flex min-h-11 items-center gap-2">
              <input type="checkbox" checked={signs} onChange={(event) => setSigns(event.target.checked)} />
              The Moon’s sign changes
            </label>
            <label className="flex min-h-11 items-center gap-2">
              <input type="checkbox" checked={voids} onChange={(event) => setVoids(event.target.checked)} />
              Void-of-course periods
            </label>
          </fieldset>
          <Button variant="ghost" className="mt-2" disabled={reset.isPending} onClick={() => reset.mutate()}>
            Reset link
          </Button>
        </>
      ) : feed.isError ? (
        <LoadError message="Your calendar link could not be loaded." onRetry={() => void feed.refetch()} />
      ) : (
        <Skeleton className="h-11 w-full" />
      )}
    </Card>
  );
}
