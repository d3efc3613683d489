import { VipBadge } from '#web/components/vip-badge';
import { BadgeCheck, Clock, EyeOff, Lock } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { MANIFESTATION_TYPE_LABELS, type Story } from '#domain/community/community';
import { cn } from '#web/lib/cn';
import { formatDay, formatUsd } from '#web/features/community/format';
import { LikeButton } from './like-button';
import { DropdownMenu } from '#web/components/ui/dropdown-menu';
import { storyActions, type StoryAction } from './story-actions';
import { TypeIcon } from './type-icon';

/** Longer stories start folded to six lines so the grid stays scannable. */
const FOLD_AFTER_CHARACTERS = 360;

function Badge({ tone, children }: { tone: 'gold' | 'emerald' | 'muted' | 'rose'; children: ReactNode }) {
  const tones = {
    gold: 'border-gold/40 bg-gold/10 text-gold',
    emerald: 'border-emerald/40 bg-emerald/10 text-emerald',
    muted: 'border-line bg-raised text-muted',
    rose: 'border-rose/40 bg-rose/10 text-rose',
  };
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-medium',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}

type Props = { story: Story; isAdmin: boolean; onAction: (story: Story, action: StoryAction) => void };

/** One story. Every text is rendered as React text, so HTML in a story shows as typed and never runs. */
export function StoryCard({ story, isAdmin, onAction }: Props) {
  const [expanded, setExpanded] = useState(false);
  const contentId = useId();
  const foldable = story.content.length > FOLD_AFTER_CHARACTERS || story.content.split('\n').length > 6;
  const actions = storyActions(story, isAdmin);
  return (
    <article className="flex min-w-0 flex-col rounded-2xl border border-line bg-surface p-4 transition-shadow duration-200 hover:shadow-[inset_0_0_40px_-20px_rgba(139,124,246,0.35)] sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-wrap gap-2">
          <Badge tone="gold">
            <TypeIcon type={story.manifestationType} size={14} />
            {MANIFESTATION_TYPE_LABELS[story.manifestationType]}
          </Badge>
          {story.isVerified ? (
            <Badge tone="emerald">
              <BadgeCheck size={14} strokeWidth={1.75} aria-hidden />
              Verified
            </Badge>
          ) : null}
          {story.isPublic ? null : (
            <Badge tone="muted">
              <Lock size={14} strokeWidth={1.75} aria-hidden />
              Private
            </Badge>
          )}
          {story.isHidden ? (
            <Badge tone="rose">
              <EyeOff size={14} strokeWidth={1.75} aria-hidden />
              {story.isMine ? 'Hidden by an admin' : 'Hidden'}
            </Badge>
          ) : null}
        </div>
        {actions.length > 0 ? (
          <DropdownMenu
            label={`Options for “${story.title}”`}
            actions={actions.map(({ action, ...item }) => ({
              ...item,
              key: action,
              onSelect: () => onAction(story, action),
            }))}
          />
        ) : null}
      </div>

      <h2 className="mt-3 break-words text-2xl leading-tight text-ink">{story.title}</h2>
      {story.amountAchieved !== null || story.timeframe ? (
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          {story.amountAchieved !== null ? (
            <span className="tabular text-lg font-semibold text-gold">{formatUsd(story.amountAchieved)}</span>
          ) : null}
          {story.timeframe ? (
            <span className="inline-flex min-w-0 items-center gap-1.5 break-words text-muted">
              <Clock size={16} strokeWidth={1.75} aria-hidden className="shrink-0" />
              {story.timeframe}
            </span>
          ) : null}
        </p>
      ) : null}

      <p
        id={contentId}
        className={cn(
          'mt-3 whitespace-pre-line break-words text-[15px] text-ink/90',
          foldable && !expanded && 'line-clamp-6',
        )}
      >
        {story.content}
      </p>
      {foldable ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => setExpanded((value) => !value)}
          className="mt-1 min-h-11 cursor-pointer self-start text-sm font-medium text-violet hover:text-ink sm:min-h-9"
        >
          {expanded ? 'Show less' : 'Read more'}
        </button>
      ) : null}

      {story.techniques.length > 0 ? (
        <ul aria-label="Techniques" className="mt-4 flex flex-wrap gap-2">
          {story.techniques.map((technique) => (
            <li
              key={technique}
              className="max-w-full break-words rounded-full bg-raised px-3 py-1 text-xs text-muted"
            >
              {technique}
            </li>
          ))}
        </ul>
      ) : null}

      <div className="mt-auto pt-5">
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
          <p className="text-sm text-muted">
            <span className="text-ink">{story.authorName}</span>
            {story.authorBadge === 'vip' ? (
              <>
                {' '}
                <VipBadge />
              </>
            ) : null}{' '}
            · <time dateTime={story.createdAt}>{formatDay(story.createdAt)}</time>
          </p>
          <LikeButton story={story} />
        </div>
      </div>
    </article>
  );
}
