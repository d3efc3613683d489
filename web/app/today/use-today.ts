import { dayNumber, localDay } from '#domain/shared/dates';
import {
  habitsRing,
  meditationRing,
  nextStep,
  recommendedSessionId,
  ritualsRing,
  type NextStep,
  type Ring,
} from '#domain/dashboard/today';
import { findLibrarySession, type LibrarySession } from '#domain/meditation/library';
import { useAffirmations } from '#web/features/affirmations/api';
import { useHabits } from '#web/features/habits/api';
import { useMeditationLibrary, useRecentSessions } from '#web/features/meditation/api';
import { useOnboarding } from '#web/features/onboarding/api';
import { useFollowedProgram } from '#web/features/programs/components/program-today';
import { useRituals } from '#web/features/rituals/api';
import { useMemberTimeZone } from '#web/lib/use-member-time-zone';
import { useMemberToday } from '#web/lib/use-member-today';

export type TodayView = {
  today: string;
  step: NextStep;
  program: ReturnType<typeof useFollowedProgram>['current'];
  session: LibrarySession;
  affirmation: string | null;
  rings: { meditation: Ring; rituals: Ring; habits: Ring };
};

/**
 * Everything the Today card shows, from the member's own records: the same queries (and cache
 * entries) the widgets below use, so the dashboard asks for each answer once.
 */
export function useToday():
  { state: 'loading' } | { state: 'error'; retry: () => void } | { state: 'ready'; view: TodayView } {
  const today = useMemberToday();
  const timeZone = useMemberTimeZone();
  const rituals = useRituals(today);
  const habits = useHabits(today);
  const affirmations = useAffirmations(today);
  const sessions = useRecentSessions();
  const library = useMeditationLibrary();
  const onboarding = useOnboarding();
  const program = useFollowedProgram();

  const queries = [rituals, habits, affirmations, sessions, library, onboarding];
  if (queries.some((query) => query.isError) || program.isError)
    return {
      state: 'error',
      retry: () => {
        for (const query of queries) if (query.isError) void query.refetch();
        if (program.isError) void program.refetch();
      },
    };
  if (
    program.pending ||
    !rituals.data ||
    !habits.data ||
    !affirmations.data ||
    !sessions.data ||
    !library.data ||
    !onboarding.data
  )
    return { state: 'loading' };

  const finished = sessions.data.filter((session) => session.completed && session.completedAt);
  const meditation = meditationRing(
    finished.map((session) => localDay(new Date(session.completedAt!), timeZone)),
    today,
  );
  const ritualRing = ritualsRing(rituals.data);
  const sessionId = recommendedSessionId({
    intention: onboarding.data.intention,
    hasFinishedASession: finished.length > 0,
    openSessionIds: new Set(library.data.filter((item) => !item.locked).map((item) => item.id)),
    dayNumber: dayNumber(today),
  });
  // The newest set is listed first (domain/affirmations/affirmations.ts); its first line is the day's.
  const affirmation = affirmations.data[0]?.content ?? null;
  return {
    state: 'ready',
    view: {
      today,
      step: nextStep({
        programDayOpen: program.open !== null,
        meditation,
        hasAffirmations: affirmation !== null,
        rituals: ritualRing,
      }),
      program: program.current,
      session: findLibrarySession(sessionId)!,
      affirmation,
      rings: { meditation, rituals: ritualRing, habits: habitsRing(habits.data) },
    },
  };
}
