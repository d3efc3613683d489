import { ArrowRight, Volume2 } from 'lucide-react';
import { Link } from 'wouter';
import type { CoachAction, CoachHelp, CoachSource } from '#domain/coach/coach';
import { buttonClass } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { HelpContacts } from './help-contacts';

/** Whoever writes it, a reply is from "Your coach": how it is made is the operator's business. */
const SOURCE_LABEL: Record<CoachSource, string> = {
  model: 'Your coach',
  'built-in': 'Your coach',
  plan: 'Your weekly plan',
};

/**
 * One turn of the conversation, with the coach's one next step as a button when it offers one, and
 * the free help a safety reply names as large tap targets.
 */
export function MessageBubble({
  role,
  content,
  source,
  action = null,
  help = [],
  pending = false,
  readAloud = false,
}: {
  role: 'member' | 'coach';
  content: string;
  source: CoachSource | null;
  action?: CoachAction | null;
  help?: readonly CoachHelp[];
  pending?: boolean;
  /** Labs: coachReadAloud. */
  readAloud?: boolean;
}) {
  const mine = role === 'member';
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          // A reply with help uses the full width, so each number fits on its tap target's line.
          help.length > 0 ? 'w-full' : 'max-w-[85%]',
          'rounded-2xl border px-4 py-3 text-[15px] leading-relaxed',
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
        {!pending ? <HelpContacts help={help} className="mt-3" /> : null}
        {action && !pending ? (
          <Link href={action.href} className={cn(buttonClass('secondary', 'sm'), 'mt-3')}>
            {action.label} <ArrowRight size={16} strokeWidth={1.75} aria-hidden />
          </Link>
        ) : null}
      </div>
    </li>
  );
}
