import { useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { Input, Label } from '#web/components/ui/form-controls';
import { LoadError } from '#web/components/ui/load-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { useMemberSearch } from './api';
import { PLAN_NAMES } from './format';
import { MemberDetail } from './member-detail';
import { Pill } from './pill';

/** Find a member by e-mail or name, then open them to see their standing and act on it. */
export function MembersTab() {
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const search = useMemberSearch(query);
  const members = search.data?.pages.flatMap((page) => page.members) ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(typed.trim());
    setOpenId(null);
  };
  if (openId) return <MemberDetail id={openId} onBack={() => setOpenId(null)} />;
  return (
    <div className="grid gap-4">
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end" role="search">
        <div className="flex-1">
          <Label htmlFor="member-search">E-mail or name</Label>
          <Input
            id="member-search"
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder="ada@example.com or Ada Quill"
            maxLength={200}
          />
        </div>
        <Button type="submit">Search</Button>
      </form>
      {search.isPending ? (
        <Skeleton className="h-40" />
      ) : search.error ? (
        <LoadError message={search.error.message} onRetry={() => void search.refetch()} />
      ) : members.length === 0 ? (
        <EmptyState title="No members found" description="Try part of the e-mail address or the name." />
      ) : (
        <Card className="p-0 sm:p-0">
          <ul className="divide-y divide-line">
            {members.map((member) => (
              <li key={member.id}>
                <button
                  type="button"
                  onClick={() => setOpenId(member.id)}
                  className="flex min-h-14 w-full flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 text-left hover:bg-raised sm:px-6"
                >
                  <span className="min-w-0">
                    <span className="block truncate font-semibold text-ink">
                      {[member.firstName, member.lastName].filter(Boolean).join(' ') || 'No name'}
                    </span>
                    <span className="block truncate text-sm text-muted">{member.email}</span>
                  </span>
                  <span className="flex flex-wrap gap-1.5 text-xs">
                    <Pill>{PLAN_NAMES[member.plan]}</Pill>
                    {member.verified ? null : <Pill tone="muted">Unverified</Pill>}
                    {member.disabled ? <Pill tone="rose">Disabled</Pill> : null}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {search.hasNextPage ? (
        <Button
          variant="secondary"
          onClick={() => void search.fetchNextPage()}
          disabled={search.isFetchingNextPage}
        >
          Show more
        </Button>
      ) : null}
    </div>
  );
}
