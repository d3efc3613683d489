import { Download, LogOut, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DELETE_CONFIRMATION } from '#domain/account/account';
import { Button } from '#web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { FieldError, Input, Label } from '#web/components/ui/form-controls';
import { useDeleteAccount, useExportData, useSignOutEverywhere } from './api';
import { ReauthDialog } from './reauth-dialog';

/** Export, sign out everywhere, and account deletion behind a typed confirmation. */
export function DataAndPrivacy() {
  const [deleting, setDeleting] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  // The action waiting for the password to be confirmed again (docs/account.md: recent sign-in).
  const [pending, setPending] = useState<'export' | 'delete' | null>(null);
  const signOutEverywhere = useSignOutEverywhere();
  const deleteAccount = useDeleteAccount({ onReauth: () => setPending('delete') });
  const exportData = useExportData({ onReauth: () => setPending('export') });

  return (
    <Card>
      <CardHeader>
        <div>
          <CardTitle>Your data</CardTitle>
          <CardDescription>
            Everything you create belongs to you: take a copy, or remove it for good.
          </CardDescription>
        </div>
      </CardHeader>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button
          variant="secondary"
          className="justify-start"
          disabled={exportData.isPending}
          onClick={() => exportData.mutate()}
        >
          <Download size={20} strokeWidth={1.75} aria-hidden />
          {exportData.isPending ? 'Preparing...' : 'Download my data (JSON)'}
        </Button>
        <Button
          variant="secondary"
          className="justify-start"
          disabled={signOutEverywhere.isPending}
          onClick={() => signOutEverywhere.mutate()}
        >
          <LogOut size={20} strokeWidth={1.75} aria-hidden />
          {signOutEverywhere.isPending ? 'Signing out...' : 'Sign out on every device'}
        </Button>
      </div>
      <div className="mt-6 rounded-2xl border border-rose/30 p-4">
        <p className="font-semibold text-ink">Delete account</p>
        <p className="mt-1 text-sm text-muted">
          Removes your profile, practice history, goals, habits, stories and likes. This cannot be undone.
        </p>
        <Button variant="destructive" className="mt-3" onClick={() => setDeleting(true)}>
          <Trash2 size={20} strokeWidth={1.75} aria-hidden />
          Delete my account
        </Button>
      </div>
      <ConfirmDialog
        open={deleting}
        onOpenChange={(open) => {
          setDeleting(open);
          if (!open) setConfirmation('');
        }}
        title="Delete your account?"
        description="Your account and all of its data will be removed immediately. An active subscription is cancelled."
        cancelLabel="Keep my account"
        confirmLabel="Delete forever"
        pendingLabel="Deleting..."
        pending={deleteAccount.isPending}
        blocked={confirmation !== DELETE_CONFIRMATION}
        onConfirm={() => deleteAccount.mutate(confirmation)}
      >
        <Label htmlFor="delete-confirmation">Type {DELETE_CONFIRMATION} to confirm</Label>
        <Input
          id="delete-confirmation"
          value={confirmation}
          autoComplete="off"
          onChange={(event) => setConfirmation(event.target.value)}
          aria-describedby="delete-confirmation-hint"
        />
        <FieldError id="delete-confirmation-hint">
          {confirmation && confirmation !== DELETE_CONFIRMATION
            ? `Type ${DELETE_CONFIRMATION} in capitals.`
            : null}
        </FieldError>
      </ConfirmDialog>
      <ReauthDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        onConfirmed={() =>
          pending === 'export' ? exportData.mutate() : deleteAccount.mutate(DELETE_CONFIRMATION)
        }
      />
    </Card>
  );
}
