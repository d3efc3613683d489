import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { Button, buttonClass } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { LoadError } from '#web/components/ui/load-error';
import { PageHeader } from '#web/components/ui/page-header';
import { Skeleton } from '#web/components/ui/skeleton';
import { LockedButton } from '#web/lib/locked-button';
import { lockedFeature } from '#web/lib/plan-lock';
import { useEnrol, useLeave, useMarkDone, useProgram } from './api';
import { ProgramDayCard } from './components/program-day-card';
import { longDay, progressLine } from './format';

/** /programs/:id: the program's days, starting or leaving it, and today's open day in full. */
export default function ProgramPage() {
  const { id = '' } = useParams<{ id: string }>();
  const program = useProgram(id);
  const enrol = useEnrol(id);
  const leave = useLeave(id);
  const markDone = useMarkDone(id);
  const back = (
    <Link href="/programs" className={buttonClass('ghost', 'sm', '-ml-3 mb-2')}>
      <ArrowLeft size={16} strokeWidth={1.75} aria-hidden />
      All programs
    </Link>
  );

  if (program.isPending)
    return (
      <>
        {back}
        <Skeleton className="h-12 w-2/3" />
        <Skeleton className="mt-6 h-64 w-full rounded-2xl" />
      </>
    );
  if (program.isError)
    return (
      <>
        {back}
        <LoadError
          message={program.error.message || 'This program could not be loaded.'}
          onRetry={() => void program.refetch()}
        />
      </>
    );

  const detail = program.data;
  const running = detail.enrolment !== null && detail.enrolment.completedOn === null;
  const firstDay = detail.days[0];
  const startsLater = running && firstDay?.state === 'upcoming' && firstDay.opensOn;
  const action = running ? (
    <Button variant="secondary" onClick={() => leave.mutate()} disabled={leave.isPending}>
      Leave program
    </Button>
  ) : detail.locked ? (
    <LockedButton lock={lockedFeature('guidedPrograms')}>Start program</LockedButton>
  ) : (
    <Button onClick={() => enrol.mutate()} disabled={enrol.isPending}>
      {detail.enrolment?.completedOn ? 'Take it again' : 'Start program'}
    </Button>
  );

  return (
    <>
      {back}
      <PageHeader title={detail.title} subtitle={detail.summary} actions={action} />
      <Card className="mb-6 flex flex-col gap-1">
        <p className="font-medium text-ink">{progressLine(detail)}</p>
        {startsLater ? (
          <p className="text-muted">Begins on the new moon, {longDay(firstDay.opensOn ?? '')}.</p>
        ) : detail.schedule === 'lunar' ? (
          <p className="text-muted">
            Each day opens on its moon phase. A missed day stays open until the next cycle begins.
          </p>
        ) : (
          <p className="text-muted">
            Each day opens at midnight after the one before is done. Missed a day? It waits for you.
          </p>
        )}
      </Card>
      <ol className="space-y-3" aria-label="Days">
        {detail.days.map((day) => (
          <ProgramDayCard
            key={day.day}
            day={day}
            enrolled={running}
            marking={markDone.isPending}
            onMarkDone={(number) => markDone.mutate(number)}
          />
        ))}
      </ol>
    </>
  );
}
