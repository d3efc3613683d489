import { Lock, Moon, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import type { ProgramSummary } from '#domain/programs/programs';
import { Card } from '#web/components/ui/card';
import { cn } from '#web/lib/cn';
import { progressLine } from '#web/features/programs/format';

/** One program in the /programs list: the whole card opens its page. */
export function ProgramCard({ program }: { program: ProgramSummary }) {
  const Icon = program.schedule === 'lunar' ? Moon : Sparkles;
  const running = program.enrolment !== null && program.enrolment.completedOn === null;
  return (
    <Card className="relative flex flex-col gap-3 transition-colors duration-200 ease-out hover:border-gold/50">
      <div className="flex items-start justify-between gap-3">
        <Icon size={22} strokeWidth={1.75} aria-hidden className="mt-1 shrink-0 text-gold" />
        <span
          className={cn(
            'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium',
            program.plan === 'free' ? 'border-emerald/40 text-emerald' : 'border-gold/50 text-gold',
          )}
        >
          {program.locked ? <Lock size={12} strokeWidth={2} aria-hidden /> : null}
          {program.plan === 'free' ? 'Free' : 'Pro'}
        </span>
      </div>
      <h2 className="font-serif text-2xl leading-snug text-ink">
        <Link
          href={`/programs/${program.id}`}
          className="after:absolute after:inset-0 focus-visible:outline-none"
        >
          {program.title}
        </Link>
      </h2>
      <p className="text-muted">{program.summary}</p>
      <p className={cn('mt-auto text-sm font-medium', running ? 'text-gold' : 'text-muted')}>
        {progressLine(program)}
      </p>
    </Card>
  );
}
