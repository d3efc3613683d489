import { Moon } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { cosmicMonth, todaysCosmicEnergy } from '#domain/sky/sky';
import { nextAlignment } from '#domain/sky/alignments';
import { isSouthern } from '#domain/sky/location';
import { monthOfDay } from '#domain/sky/calendar';
import { Button } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { PageHeader } from '#web/components/ui/page-header';
import { CosmicIntroTiles } from './cosmic-intro-tiles';
import { DayDetail } from './day-detail';
import { DayRiseSet } from './day-rise-set';
import { IntentionsPanel } from './intentions-panel';
import { browserWeekStart } from './locale-week-start';
import { ManifestationGuide } from './manifestation-guide';
import { MonthCalendar } from './month-calendar';
import { useCosmicCalendar } from './use-cosmic-calendar';
import { useMemberTimeZone } from '#web/lib/use-member-time-zone';
import { useSkyLocation } from './use-sky-location';

/** Cosmic Manifestation Timing (/astrology): everything is computed here in the browser, nothing is stored. */
export default function AstrologyPage() {
  const timeZone = useMemberTimeZone();
  const [now] = useState(() => new Date());
  const [weekStartsOn] = useState(browserWeekStart);
  const location = useSkyLocation();
  const southern = isSouthern(location);
  const energy = useMemo(() => todaysCosmicEnergy(now, timeZone), [now, timeZone]);
  const upcoming = useMemo(
    () => (energy.alignment ? null : nextAlignment(now, timeZone)),
    [energy.alignment, now, timeZone],
  );
  const today = energy.day;
  const calendar = useCosmicCalendar(today);
  const cosmic = useMemo(() => {
    // Measured so the month's cost can be read in the browser (docs/sky.md, Speed).
    const started = performance.now();
    const month = cosmicMonth(calendar.month, timeZone, weekStartsOn);
    performance.measure(`cosmic-month ${calendar.month.year}-${calendar.month.month}`, {
      start: started,
      end: performance.now(),
    });
    return month;
  }, [calendar.month, timeZone, weekStartsOn]);
  const selectedDay = cosmic.cells.find((cell) => cell.day === calendar.selected) ?? null;
  const detailRef = useRef<HTMLDivElement>(null);

  // On one-column layouts the detail sits below the calendar: bring it into view when a day is chosen.
  useEffect(() => {
    const panel = detailRef.current;
    if (!calendar.selected || !panel || window.matchMedia('(min-width: 1280px)').matches) return;
    if (panel.getBoundingClientRect().top < window.innerHeight * 0.6) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    panel.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  }, [calendar.selected]);

  const showToday = () => {
    calendar.goToMonth(monthOfDay(today));
    calendar.select(today);
  };
  // The close button disappears with the panel: hand focus back to the day it described.
  const closeDetail = () => {
    const day = calendar.selected;
    calendar.clearSelection();
    document.querySelector<HTMLElement>(`[role="gridcell"][data-day="${day}"]`)?.focus();
  };

  return (
    <>
      <PageHeader
        title="Cosmic Manifestation Timing"
        subtitle="Align your intentions with the Moon and the planets: plant seeds at the new moon, act as the light grows, celebrate at the full moon and release as it wanes."
      />
      <CosmicIntroTiles energy={energy} timeZone={timeZone} southern={southern} upcoming={upcoming} />
      <div className="mt-6 grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,1fr)_360px]">
        <MonthCalendar
          cosmic={cosmic}
          calendar={calendar}
          weekStartsOn={weekStartsOn}
          today={today}
          todayMonth={monthOfDay(today)}
          timeZone={timeZone}
          southern={southern}
        />
        <div ref={detailRef} className="scroll-mt-20 xl:sticky xl:top-6">
          {selectedDay ? (
            <DayDetail
              day={selectedDay}
              timeZone={timeZone}
              isToday={selectedDay.day === today}
              southern={southern}
              onClose={closeDetail}
              riseSet={<DayRiseSet day={selectedDay.day} timeZone={timeZone} location={location} />}
            />
          ) : (
            <EmptyState
              icon={<Moon size={28} strokeWidth={1.75} aria-hidden />}
              title="Choose a day"
              description="Select any day in the calendar to see its moon phase and sign, void-of-course times, exact planetary aspects, manifestation power and what to focus on."
              action={
                <Button variant="secondary" onClick={showToday}>
                  Show today
                </Button>
              }
            />
          )}
        </div>
      </div>
      <IntentionsPanel timeZone={timeZone} />
      <ManifestationGuide />
    </>
  );
}
