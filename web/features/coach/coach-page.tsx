import { MessageCircle, Trash2 } from 'lucide-react';
import { COACH_MESSAGES } from '#domain/coach/coach';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { LoadError } from '#web/components/ui/load-error';
import { PageHeader } from '#web/components/ui/page-header';
import { Skeleton } from '#web/components/ui/skeleton';
import { PlanGatedPage } from '#web/lib/locked-page';
import { useLabEnabled } from '#web/lib/use-labs';
import { UpgradePanel } from '#web/lib/upgrade-panel';
import { isUpgradeRequired } from '#web/lib/upgrade-required';
import { useClearCoachHistory, useCoachHistory, useOlderMessages, useSendCoachMessage } from './api';
import { Composer } from './composer';
import { GetHelpNow } from './get-help-now';
import { MessageBubble } from './message-bubble';

/** What a member whose plan lacks the coach reads instead of the conversation (docs/coach.md). */
const PREVIEW_POINTS = [
  'It knows your open goals, your habit streaks and your last 14 days of practice and check-ins.',
  'It answers your questions with one next step you can take today.',
  'Once you have talked with it, it writes your plan for the week each Monday.',
] as const;

/**
 * /coach: the Premium coaching conversation (docs/coach.md). A plan without it sees a preview and
 * the upgrade sheet; the conversation, and so its request, is never mounted. "Get help now" is in
 * the header either way.
 */
export default function CoachPage() {
  return (
    <PlanGatedPage
      feature="coach"
      title="Your Coach"
      subtitle={SUBTITLE}
      intro="A coach for your money practice, in a private conversation."
      points={PREVIEW_POINTS}
      className="mx-auto max-w-3xl"
      skeletonClassName="h-64"
      actions={<GetHelpNow />}
    >
      <CoachConversation />
    </PlanGatedPage>
  );
}

const SUBTITLE =
  'Your coach knows your goals, habits, the last 14 days of practice and check-ins, and today’s moon.';

function CoachConversation() {
  const history = useCoachHistory();
  const older = useOlderMessages(history.data?.nextBefore ?? null);
  const { send, streaming } = useSendCoachMessage();
  const clear = useClearCoachHistory();
  const readAloud = useLabEnabled('coachReadAloud');
  const page = history.data;
  const messages = page ? [...older.older, ...page.messages] : [];
  const capReached = page ? page.usedToday >= page.dailyLimit : false;

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Your Coach"
        subtitle={SUBTITLE}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <GetHelpNow />
            {messages.length > 0 ? (
              <Button variant="ghost" size="sm" onClick={() => clear.mutate()} disabled={clear.isPending}>
                <Trash2 size={18} strokeWidth={1.75} aria-hidden /> Delete conversation
              </Button>
            ) : null}
          </div>
        }
      />
      {history.isPending ? (
        <Skeleton className="h-64" />
      ) : history.error && isUpgradeRequired(history.error) ? (
        <UpgradePanel message={history.error.message} />
      ) : history.error ? (
        <LoadError message="Failed to load your conversation." onRetry={() => void history.refetch()} />
      ) : (
        <Card className="grid gap-4">
          {older.hasMore ? (
            <Button variant="ghost" size="sm" onClick={older.loadMore} disabled={older.loading}>
              Show earlier messages
            </Button>
          ) : null}
          {messages.length === 0 && !streaming ? (
            <div className="flex flex-col items-center gap-2 py-8 text-center text-muted">
              <MessageCircle size={28} strokeWidth={1.75} aria-hidden className="text-gold" />
              <p>Ask your first question: “Which goal should I focus on this week?”</p>
            </div>
          ) : (
            <ol className="grid gap-3" aria-label="Conversation" aria-live="polite">
              {messages.map((message) => (
                <MessageBubble
                  key={message.id}
                  role={message.role}
                  content={message.content}
                  source={message.source}
                  action={message.action}
                  help={message.help}
                  readAloud={readAloud}
                />
              ))}
              {streaming ? (
                <>
                  <MessageBubble role="member" content={streaming.question} source={null} />
                  <MessageBubble
                    role="coach"
                    content={streaming.answer}
                    source={page?.coach ?? null}
                    pending
                  />
                </>
              ) : null}
            </ol>
          )}
          <Composer
            onSend={(message) => send.mutateAsync(message)}
            busy={send.isPending}
            disabledReason={capReached && page ? COACH_MESSAGES.dailyCap(page.dailyLimit) : null}
          />
        </Card>
      )}
    </div>
  );
}
