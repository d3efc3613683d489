import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import type { ApiToken, CreatedApiToken } from '#domain/api-tokens/api-tokens';
import { Button } from '#web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { LoadError } from '#web/components/ui/load-error';
import { ShownOnce } from '#web/components/ui/shown-once';
import { Skeleton } from '#web/components/ui/skeleton';
import { formatDate, formatDateTime } from '#web/lib/format-when';
import { useApiTokens, useRevokeApiToken } from './api';
import { CreateTokenForm } from './create-token-form';

const SCOPE_LABELS = { read: 'Read only', write: 'Read and write' } as const;

/**
 * Personal access tokens for the member's own scripts (docs/open-data.md): the live ones, a form for
 * a new one (shown once), and revoking behind a confirmation.
 */
export function ApiTokensSection() {
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  return (
    <Card aria-labelledby="api-tokens-title" role="region">
      <CardHeader>
        <div>
          <CardTitle id="api-tokens-title">API tokens</CardTitle>
          <CardDescription>
            Let your own scripts, phone shortcuts or spreadsheets read your habits, or tick them off, with{' '}
            <code className="text-ink">Authorization: Bearer</code> and a token. A token cannot change your
            account, password or billing. Resetting your password, or disabling or deleting your account,
            revokes every token; signing out everywhere and changing your password keep them.{' '}
            <a className="text-gold underline underline-offset-2" href="/api/docs">
              Read the API reference
            </a>
            .
          </CardDescription>
        </div>
        <KeyRound className="shrink-0 text-gold" size={20} strokeWidth={1.75} aria-hidden />
      </CardHeader>

      <div className="grid gap-5">
        {created ? (
          <ShownOnce
            id="api-token-value"
            label={`Your new token “${created.name}”`}
            value={created.token}
            onDone={() => setCreated(null)}
          />
        ) : null}

        {tokens.data ? (
          tokens.data.length === 0 ? (
            <p className="text-sm text-muted">You have no tokens yet.</p>
          ) : (
            <ul className="grid gap-2" aria-label="Your tokens">
              {tokens.data.map((token) => (
                <li
                  key={token.id}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-2xl border border-line px-4 py-3"
                >
                  <div className="min-w-0">
                    <p className="break-words font-medium text-ink">
                      {token.name}{' '}
                      <span className="ml-1 rounded-full border border-line px-2 py-0.5 text-xs text-muted">
                        {SCOPE_LABELS[token.scope]}
                      </span>
                    </p>
                    <p className="text-sm text-muted">
                      Created {formatDate(token.createdAt)} · Expires {formatDate(token.expiresAt)} ·{' '}
                      {token.lastUsedAt ? `Last used ${formatDateTime(token.lastUsedAt)}` : 'Never used'}
                    </p>
                  </div>
                  <Button
                    variant="destructive"
                    size="sm"
                    aria-label={`Revoke ${token.name}`}
                    onClick={() => setRevoking(token)}
                  >
                    Revoke
                  </Button>
                </li>
              ))}
            </ul>
          )
        ) : tokens.isError ? (
          <LoadError message="Your tokens could not be loaded." onRetry={() => void tokens.refetch()} />
        ) : (
          <Skeleton className="h-16 w-full" />
        )}

        <div>
          <h3 className="mb-3 text-sm font-semibold text-ink">New token</h3>
          <CreateTokenForm onCreated={setCreated} />
        </div>
      </div>

      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title={`Revoke “${revoking?.name ?? ''}”?`}
        description="Anything using this token stops working at once. This cannot be undone."
        confirmLabel="Revoke token"
        pendingLabel="Revoking…"
        pending={revoke.isPending}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) });
        }}
      />
    </Card>
  );
}
