import { PageHeader } from '#web/components/ui/page-header';
import { LoadError } from '#web/components/ui/load-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { usePrograms } from './api';
import { ProgramCard } from './components/program-card';

/** /programs: every multi-day program, with the member's place in the ones they follow. */
export default function ProgramsPage() {
  const programs = usePrograms();
  return (
    <>
      <PageHeader
        title="Programs"
        subtitle="Multi-day paths with a session, an affirmation and a small ritual or reflection each day. Follow up to two at a time."
      />
      {programs.isPending ? (
        <ul aria-label="Loading programs" className="grid gap-4 md:grid-cols-2">
          {[0, 1, 2, 3].map((index) => (
            <li key={index}>
              <Skeleton className="h-48 w-full rounded-2xl" />
            </li>
          ))}
        </ul>
      ) : programs.isError ? (
        <LoadError
          message={programs.error.message || 'The programs could not be loaded.'}
          onRetry={() => void programs.refetch()}
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {programs.data.map((program) => (
            <li key={program.id} className="grid">
              <ProgramCard program={program} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
