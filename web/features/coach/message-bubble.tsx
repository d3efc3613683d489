import { Volume2 } from 'lucide-react';
import type { CoachSource } from '#domain/coach';
import { cn } from '#web/lib/cn';

const SOURCE_LABEL: Record<CoachSource, string> = {
  model: 'AI coach',
  'built-in': 'Built-in coach (rules, not a model)',
  plan: 'Your weekly plan',
};

/** One turn of the conversation; the coach's turns say which coach wrote them. */
export function MessageBubble({
  role,
  content,
  source,
  pending = false,
  readAloud = false,
}: {
  role: 'member' | 'coach';
  content: string;
  source: CoachSource | null;
  pending?: boolean;
  /** Labs: coachReadAloud. */
  readAloud?: boolean;
}) {
  const mine = role === 'member';
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl border px-4 py-3 text-[15px] leading-relaxed',
          mine ? 'border-gold/30 bg-raised text-ink' : 'border-line bg-surface text-ink',
          source === 'plan' && 'border-violet/50',
        )}
      >
        {!mine && source ? (
          <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-violet">
            {SOURCE_LABEL[source]}
          </p>
        ) : null}
        {readAloud && !mine && !pending && typeof speechSynthesis !== 'undefined' ? (
          <button
            type="button"
            className="float-right ml-2 rounded-lg p-1 text-muted hover:text-gold"
            aria-label="Listen to this reply"
            onClick={() => {
              speechSynthesis.cancel();
              speechSynthesis.speak(new SpeechSynthesisUtterance(content));
            }}
          >
            <Volume2 size={18} strokeWidth={1.75} aria-hidden />
          </button>
        ) : null}
        <p className="whitespace-pre-wrap break-words" aria-busy={pending || undefined}>
          {content}
          {pending ? <span className="ml-0.5 inline-block animate-pulse text-gold">▍</span> : null}
        </p>
      </div>
    </li>
  );
}
