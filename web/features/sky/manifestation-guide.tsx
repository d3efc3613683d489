import { Card } from '#web/components/ui/card';
import { MoonDisc } from './moon-disc';
import { MOON_GUIDE } from './guide-content';

/** How to work with the new moon, the waxing phases, the full moon and the waning phases. */
export function ManifestationGuide() {
  return (
    <section aria-labelledby="cosmic-guide-title" className="mt-10">
      <h2 id="cosmic-guide-title" className="text-3xl leading-tight text-ink">
        How to manifest with the Moon
      </h2>
      <p className="mt-1 max-w-2xl text-muted">
        Each cycle is about 29.5 days. Work with it in four movements, and let the calendar above tell you
        which one you are in.
      </p>
      <div className="mt-5 grid grid-cols-1 gap-4 md:grid-cols-2">
        {MOON_GUIDE.map((section) => (
          <Card key={section.id} aria-labelledby={`guide-${section.id}`} role="region">
            <div className="flex items-center gap-3">
              <MoonDisc {...section.moon} className="size-9" />
              <div>
                <h3 id={`guide-${section.id}`} className="text-2xl leading-tight text-ink">
                  {section.title}
                </h3>
                <p className="text-sm text-gold">{section.theme}</p>
              </div>
            </div>
            <p className="mt-3 text-[15px] text-ink/90">{section.summary}</p>
            <ol className="mt-3 space-y-2">
              {section.steps.map((step, index) => (
                <li key={step} className="flex gap-3 text-sm text-muted">
                  <span className="tabular grid size-6 shrink-0 place-items-center rounded-full bg-raised text-xs font-semibold text-ink">
                    {index + 1}
                  </span>
                  <span className="pt-0.5">{step}</span>
                </li>
              ))}
            </ol>
          </Card>
        ))}
      </div>
    </section>
  );
}
