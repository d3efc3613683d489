import { useState, type FormEvent } from 'react';
import { browserTimeZone } from '#web/lib/use-time-zone-sync';
import { useSignedInUser } from '#web/lib/use-signed-in-user';
import { Button } from '#web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { FieldError, Input, Label, Select } from '#web/components/ui/form-controls';
import { useUpdateProfile } from './api';
import { timeZoneOptions } from './time-zones';

/** Name and time zone; the zone decides where each of the user's days begins. */
export function ProfileForm() {
  const user = useSignedInUser();
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState(user.lastName ?? '');
  const [timeZone, setTimeZone] = useState(user.timeZone);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateProfile();
  const detected = browserTimeZone();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!firstName.trim()) {
      setError('First name cannot be empty.');
      return;
    }
    setError(null);
    update.mutate({ firstName: firstName.trim(), lastName: lastName.trim(), timeZone });
  };

  return (
    <Card>
      <CardHeader>
        <div>
          <CardTitle>Your details</CardTitle>
          <CardDescription>
            How you are greeted, and the time zone your days, streaks and reminders follow.
          </CardDescription>
        </div>
      </CardHeader>
      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
        <div>
          <Label htmlFor="profile-first-name">First name</Label>
          <Input
            id="profile-first-name"
            value={firstName}
            maxLength={60}
            autoComplete="given-name"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'profile-first-name-error' : undefined}
            onChange={(event) => setFirstName(event.target.value)}
          />
          <FieldError id="profile-first-name-error">{error}</FieldError>
        </div>
        <div>
          <Label htmlFor="profile-last-name">Last name</Label>
          <Input
            id="profile-last-name"
            value={lastName}
            maxLength={60}
            autoComplete="family-name"
            onChange={(event) => setLastName(event.target.value)}
          />
        </div>
        <div className="sm:col-span-2">
          <Label htmlFor="profile-time-zone">Time zone</Label>
          <Select
            id="profile-time-zone"
            value={timeZone}
            onChange={(event) => setTimeZone(event.target.value)}
          >
            {timeZoneOptions(timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </Select>
          {detected && detected !== timeZone ? (
            <button
              type="button"
              className="mt-2 text-sm text-gold underline-offset-4 hover:underline"
              onClick={() => setTimeZone(detected)}
            >
              Use this device’s time zone ({detected.replaceAll('_', ' ')})
            </button>
          ) : null}
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save changes'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
