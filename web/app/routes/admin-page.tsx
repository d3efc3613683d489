import type { ComponentType } from 'react';
import { useLocation, useSearch } from 'wouter';
import { EmptyState } from '#web/components/ui/empty-state';
import { PageHeader } from '#web/components/ui/page-header';
import { cn } from '#web/lib/cn';
import { useSignedInUser } from '#web/lib/use-signed-in-user';
import { AuditTab } from '#web/features/admin/audit-tab';
import { JobsTab } from '#web/features/admin/jobs-tab';
import { MembersTab } from '#web/features/admin/members-tab';
import { SignupTab } from '#web/features/admin/signup-tab';
import { CoachingQueue } from '#web/features/one-on-one/admin-coaching-page';
import { StoryReviewQueue } from '#web/features/community/admin-review-page';

const TABS: { id: string; label: string; panel: ComponentType }[] = [
  { id: 'members', label: 'Members', panel: MembersTab },
  { id: 'jobs', label: 'Jobs', panel: JobsTab },
  { id: 'signup', label: 'Sign-up', panel: SignupTab },
  { id: 'stories', label: 'Stories', panel: StoryReviewQueue },
  { id: 'coaching', label: '1-on-1s', panel: CoachingQueue },
  { id: 'audit', label: 'Audit log', panel: AuditTab },
];

/** /admin: the operator's console for admins (ADMIN_EMAILS), one tab per job (`?tab=`). */
export default function AdminPage() {
  const { isAdmin } = useSignedInUser();
  const search = useSearch();
  const [, navigate] = useLocation();
  const current = TABS.find((tab) => tab.id === new URLSearchParams(search).get('tab')) ?? TABS[0];
  if (!isAdmin || !current)
    return (
      <div className="mx-auto max-w-4xl">
        <PageHeader title="Admin Console" />
        <EmptyState title="Admins only" description="This console is for the people who run this server." />
      </div>
    );
  const Panel = current.panel;
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="Admin Console" subtitle="Members, background jobs, sign-up and the review queues." />
      <nav aria-label="Console sections" className="-mx-1 mb-6 overflow-x-auto">
        <ul className="flex min-w-max gap-1 px-1">
          {TABS.map((tab) => {
            const active = tab.id === current.id;
            return (
              <li key={tab.id}>
                <a
                  href={`/admin?tab=${tab.id}`}
                  aria-current={active ? 'page' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    navigate(`/admin?tab=${tab.id}`);
                  }}
                  className={cn(
                    'flex min-h-11 items-center rounded-xl px-3.5 text-[15px] transition-colors',
                    active
                      ? 'bg-gold/12 font-semibold text-gold'
                      : 'text-muted hover:bg-raised hover:text-ink',
                  )}
                >
                  {tab.label}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <Panel />
    </div>
  );
}
