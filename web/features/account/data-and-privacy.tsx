import { Download, LogOut, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DELETE_CONFIRMATION } from '#domain/account';
import { Button } from '#web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { Dialog } from '#web/components/ui/dialog';
import { FieldError, Input, Label } from '#web/components/ui/form-controls';
import { toast } from '#web/components/ui/toast/toast-store';
import { errorFromResponse } from '#web/lib/api-client';
import { useDeleteAccount, useSignOutEverywhere } from './api';
import { ReauthDialog, needsReauth } from './reauth-dialog';

/** Fetches the export (it may ask for the password first) and saves it as a file. */
async function downloadExport(): Promise<void> {
  const response = await fetch('/api/account/export', { credentials: 'same-origin' });
  if (!response.ok) throw await errorFromResponse(response);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? 'abundance-export.json';
  link.click();
  URL.revokeObjectURL(url);
}

/** Export, sign out everywhere, and account deletion behind a typed confirmation. */
export function DataAndPrivacy() {
  const [deleting, setDeleting] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const signOutEverywhere = useSignOutEverywhere();
  const deleteAccount = useDeleteAccount();
  const [pending, setPending] = useState<'export' | 'delete' | null>(null);
  const fail = (title: string, retry: 'export' | 'delete') => (failure: Error) => {
    if (needsReauth(failure)) return setPending(retry);
    toast({ title, description: failure.message, variant: 'destructive' });
  };
  const exportData = () => downloadExport().catch(fail('Could not export your data', 'export'));
  const deleteNow = () =>
    deleteAccount.mutate(DELETE_CONFIRMATION, { onError: fail('Could not delete the account', 'delete') });

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
        <Button variant="secondary" className="justify-start" onClick={() => void exportData()}>
          <Download size={20} strokeWidth={1.75} aria-hidden />
          Download my data (JSON)
        </Button>
        <Button
          variant="secondary"
          className="justify-start"
          disabled={signOutEverywhere.isPending}
          onClick={() =>
            signOutEverywhere.mutate(undefined, {
              onError: (failure) =>
                toast({
                  title: 'Could not sign out everywhere',
                  description: failure.message,
                  variant: 'destructive',
                }),
            })
          }
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
      <Dialog
        open={deleting}
        onOpenChange={(open) => {
          setDeleting(open);
          if (!open) setConfirmation('');
        }}
        title="Delete your account?"
        description="Your account and all of its data will be removed immediately. An active subscription is cancelled."
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (confirmation === DELETE_CONFIRMATION) deleteNow();
          }}
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
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => setDeleting(false)}>
              Keep my account
            </Button>
            <Button
              type="submit"
              variant="destructive"
              disabled={confirmation !== DELETE_CONFIRMATION || deleteAccount.isPending}
            >
              {deleteAccount.isPending ? 'Deleting...' : 'Delete forever'}
            </Button>
          </div>
        </form>
      </Dialog>
      <ReauthDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        onConfirmed={() => (pending === 'export' ? void exportData() : deleteNow())}
      />
    </Card>
  );
}
