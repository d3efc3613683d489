import type { ReactNode } from 'react';

/** An eyebrow, a serif title and an optional lead paragraph, centred above a landing section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center sm:mb-12">
      <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-4xl leading-tight text-ink lining-nums sm:text-5xl">
        {title}
      </h2>
      {children ? <p className="mt-4 text-base text-muted sm:text-lg">{children}</p> : null}
    </div>
  );
}
