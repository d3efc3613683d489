import { PenLine } from 'lucide-react';
import { useState } from 'react';
import type { Story } from '#domain/community/community';
import { isFiltered, type StoryFilter } from '#domain/community/list';
import { useSignedInUser } from '#web/lib/use-signed-in-user';
import { GatedButton } from '#web/lib/locked-button';
import { useLimitLock } from '#web/lib/use-feature-lock';
import { PageHeader } from '#web/components/ui/page-header';
import { useStories } from './api';
import { DeleteStoryDialog } from './components/delete-story-dialog';
import { ShareInvitation } from './components/share-invitation';
import { StatsTiles } from './components/stats-tiles';
import type { StoryAction } from './components/story-actions';
import { StoryFilters } from './components/story-filters';
import { StoryForm } from './components/story-form';
import { StoryResults } from './components/story-results';
import { useDebouncedValue } from './use-debounced-value';
import { useModeration } from './use-moderation';

const SEARCH_DELAY_MS = 300;

/** Form state: closed, sharing a new story, or editing one of the user's own. */
type FormState = { open: false } | { open: true; story?: Story };

/** /community (docs/community.md): stats, search, category filter and the story grid. */
export default function CommunityPage() {
  const { isAdmin } = useSignedInUser();
  const [form, setForm] = useState<FormState>({ open: false });
  const [deleting, setDeleting] = useState<Story | null>(null);
  const [search, setSearch] = useState('');
  const [type, setType] = useState<StoryFilter>('all');
  const filters = { search: useDebouncedValue(search.trim(), SEARCH_DELAY_MS), type };
  const stories = useStories(filters);
  const moderate = useModeration();
  const shareLock = useLimitLock('stories', 0);

  if (form.open) return <StoryForm story={form.story} onClose={() => setForm({ open: false })} />;

  const openForm = () => setForm({ open: true });
  const onAction = (story: Story, action: StoryAction) => {
    if (action === 'edit') setForm({ open: true, story });
    else if (action === 'delete') setDeleting(story);
    else moderate(story.id, action);
  };
  const hasStories = (stories.data?.pages[0]?.stats.totalStories ?? 0) > 0;

  return (
    <>
      <PageHeader
        title="Community"
        subtitle="Real manifestations from people aligning with abundance. Be inspired, then share your own."
        actions={
          <GatedButton
            lock={shareLock}
            onClick={openForm}
            icon={<PenLine size={20} strokeWidth={1.75} aria-hidden />}
          >
            Share Your Story
          </GatedButton>
        }
      />
      <div className="flex flex-col gap-6">
        {stories.isError && !stories.data ? null : <StatsTiles stats={stories.data?.pages[0]?.stats} />}
        <StoryFilters search={search} onSearch={setSearch} type={type} onType={setType} />
        <StoryResults
          query={stories}
          filtered={isFiltered(filters)}
          isAdmin={isAdmin}
          onShare={openForm}
          shareLock={shareLock}
          onClearFilters={() => {
            setSearch('');
            setType('all');
          }}
          onAction={onAction}
        />
        {hasStories && !stories.hasNextPage ? <ShareInvitation onShare={openForm} lock={shareLock} /> : null}
      </div>
      <DeleteStoryDialog story={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
