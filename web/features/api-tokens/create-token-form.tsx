import { useState, type FormEvent } from 'react';
import {
  API_TOKEN_DAYS_DEFAULT,
  API_TOKEN_DAYS_MAX,
  API_TOKEN_NAME_MAX,
  type ApiTokenScope,
  type CreatedApiToken,
} from '#domain/api-tokens/api-tokens';
import { Button } from '#web/components/ui/button';
import { FieldError, Input, Label, Select } from '#web/components/ui/form-controls';
import { useCreateApiToken } from './api';

const EXPIRY_CHOICES = [
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
  { days: API_TOKEN_DAYS_DEFAULT, label: `${API_TOKEN_DAYS_DEFAULT} days` },
  { days: 180, label: '180 days' },
  { days: API_TOKEN_DAYS_MAX, label: `${API_TOKEN_DAYS_MAX} days` },
] as const;

/** Name, scope and lifetime of a new token; hands the created token (shown once) to the caller. */
export function CreateTokenForm({ onCreated }: { onCreated: (token: CreatedApiToken) => void }) {
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [days, setDays] = useState<number>(API_TOKEN_DAYS_DEFAULT);
  const [nameError, setNameError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (!name.trim()) {
      setNameError('Give the token a name, such as the script that will use it.');
      return;
    }
    setNameError(null);
    create.mutate(
      { name: name.trim(), scope, expiresInDays: days },
      {
        onSuccess: (created) => {
          setName('');
          onCreated(created);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
      <div>
        <Label htmlFor="api-token-name">Name</Label>
        <Input
          id="api-token-name"
          value={name}
          maxLength={API_TOKEN_NAME_MAX}
          placeholder="Phone shortcut"
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? 'api-token-name-error' : undefined}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div>
        <Label htmlFor="api-token-scope">Access</Label>
        <Select
          id="api-token-scope"
          value={scope}
          onChange={(event) => setScope(event.target.value as ApiTokenScope)}
        >
          <option value="read">Read only</option>
          <option value="write">Read and write</option>
        </Select>
      </div>
      <div>
        <Label htmlFor="api-token-expiry">Expires after</Label>
        <Select id="api-token-expiry" value={days} onChange={(event) => setDays(Number(event.target.value))}>
          {EXPIRY_CHOICES.map((choice) => (
            <option key={choice.days} value={choice.days}>
              {choice.label}
            </option>
          ))}
        </Select>
      </div>
      <div className="sm:col-span-3">
        <FieldError id="api-token-name-error">{nameError}</FieldError>
        {create.isError ? (
          <p role="alert" className="mb-2 text-sm text-rose">
            {create.error.message}
          </p>
        ) : null}
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create token'}
        </Button>
      </div>
    </form>
  );
}
