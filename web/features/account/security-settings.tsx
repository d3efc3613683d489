import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { FieldError, Input, Label } from '#web/components/ui/form-controls';
import { useSignedInUser } from '#web/lib/use-signed-in-user';
import { useChangeEmail, useChangePassword } from './api';
import { needsReauth } from './api';
import { ReauthDialog } from './reauth-dialog';

/** Change password (ends other sessions) and change e-mail (confirmed by a link to the new address). */
export function SecuritySettings() {
  const user = useSignedInUser();
  const changePassword = useChangePassword();
  const changeEmail = useChangeEmail();
  const [passwords, setPasswords] = useState({ currentPassword: '', newPassword: '' });
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState(false);
  const emailError = changeEmail.error && !needsReauth(changeEmail.error) ? changeEmail.error.message : null;
  const requestEmailChange = () =>
    changeEmail.mutate(email, {
      onError: (error) => {
        if (needsReauth(error)) setConfirming(true);
      },
      onSuccess: () => setEmail(''),
    });

  return (
    <Card>
      <CardHeader>
        <div>
          <CardTitle>Sign-in and security</CardTitle>
          <CardDescription>
            Your e-mail is {user.email}
            {user.emailVerified ? ' (verified)' : ' (not verified yet)'}.
          </CardDescription>
        </div>
      </CardHeader>
      <div className="grid gap-6 sm:grid-cols-2">
        <form
          className="grid content-start gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            changePassword.mutate(passwords, {
              onSuccess: () => setPasswords({ currentPassword: '', newPassword: '' }),
            });
          }}
        >
          <p className="font-semibold text-ink">Change password</p>
          <Label htmlFor="current-password">Current password</Label>
          <Input
            id="current-password"
            type="password"
            autoComplete="current-password"
            value={passwords.currentPassword}
            onChange={(event) => setPasswords({ ...passwords, currentPassword: event.target.value })}
          />
          <Label htmlFor="new-password">New password</Label>
          <Input
            id="new-password"
            type="password"
            autoComplete="new-password"
            minLength={8}
            value={passwords.newPassword}
            onChange={(event) => setPasswords({ ...passwords, newPassword: event.target.value })}
            aria-describedby="new-password-error"
          />
          <FieldError id="new-password-error">{changePassword.error?.message ?? null}</FieldError>
          <Button
            type="submit"
            variant="secondary"
            disabled={!passwords.currentPassword || !passwords.newPassword || changePassword.isPending}
          >
            {changePassword.isPending ? 'Changing...' : 'Change password'}
          </Button>
        </form>
        <form
          className="grid content-start gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            requestEmailChange();
          }}
        >
          <p className="font-semibold text-ink">Change e-mail</p>
          <Label htmlFor="new-email">New e-mail address</Label>
          <Input
            id="new-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-describedby="new-email-error"
          />
          <FieldError id="new-email-error">{emailError}</FieldError>
          <Button type="submit" variant="secondary" disabled={!email || changeEmail.isPending}>
            {changeEmail.isPending ? 'Sending...' : 'Send confirmation link'}
          </Button>
        </form>
      </div>
      <ReauthDialog open={confirming} onOpenChange={setConfirming} onConfirmed={requestEmailChange} />
    </Card>
  );
}
