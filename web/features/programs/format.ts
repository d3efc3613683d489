import type { ProgramDay, ProgramSummary } from '#domain/programs/programs';

/** A local day (YYYY-MM-DD) as "Thursday, December 10". */
export function longDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** What a day's state means to the member, in words. */
export function dayStatus(day: ProgramDay): string {
  switch (day.state) {
    case 'done':
      return 'Done';
    case 'open':
      return 'Open now';
    case 'upcoming':
      return day.opensOn ? `Starts ${longDay(day.opensOn)}` : 'Starts with the next new moon';
    case 'locked':
      return day.opensOn ? `Opens ${longDay(day.opensOn)}` : 'Opens after the day before';
  }
}

/** The line under a program's title: its length, level and the member's place in it. */
export function progressLine(program: ProgramSummary): string {
  const { enrolment } = program;
  if (enrolment?.completedOn) return `Finished on ${longDay(enrolment.completedOn)}`;
  if (enrolment) return `Day ${enrolment.currentDay} of ${program.dayCount}`;
  const length = program.schedule === 'lunar' ? 'One moon cycle' : `${program.dayCount} days`;
  return `${length} · ${program.level === 'beginner' ? 'For beginners' : 'Some experience helps'}`;
}
