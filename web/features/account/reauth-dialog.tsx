import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { FieldError, Input, Label } from '#web/components/ui/form-controls';
import { useReauth } from './api';

/**
 * Asks for the password again before a sensitive action (export, deletion, e-mail change), then runs
 * it. Members who sign in through a provider are sent there for a fresh sign-in instead.
 */
export function ReauthDialog({
  open,
  onOpenChange,
  onConfirmed,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirmed: () => void;
}) {
  const [password, setPassword] = useState('');
  const reauth = useReauth();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setPassword('');
      }}
      title="Confirm it is you"
      description="For your security, enter your password to continue. You will not be asked again for 10 minutes."
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          reauth.mutate(password, {
            onSuccess: () => {
              setPassword('');
              onOpenChange(false);
              onConfirmed();
            },
          });
        }}
      >
        <Label htmlFor="reauth-password">Password</Label>
        <Input
          id="reauth-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-describedby="reauth-error"
        />
        <FieldError id="reauth-error">{reauth.error?.message ?? null}</FieldError>
        <div className="mt-5 flex flex-wrap items-center justify-between gap-2">
          <a
            href="/api/login/provider?fresh=1"
            className="text-sm text-muted underline-offset-4 hover:underline"
          >
            I sign in with a provider
          </a>
          <Button type="submit" disabled={!password || reauth.isPending}>
            {reauth.isPending ? 'Checking...' : 'Continue'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
