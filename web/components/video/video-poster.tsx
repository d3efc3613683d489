import { Play } from 'lucide-react';

/**
 * The still frame shown before a video plays: night surface, a candle-like glow behind a gold play
 * button, and the title. The whole frame is the button, so it is one large target; its name comes
 * from its visible text ("Play <title>", then the note) so speech users can say what they see.
 */
export function PosterButton({
  title,
  note,
  onClick,
}: {
  title: string;
  note?: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="group absolute inset-0 flex size-full cursor-pointer flex-col overflow-hidden bg-[#100e24] text-left focus-visible:outline-offset-[-4px]"
    >
      <span
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(circle_at_50%_42%,rgba(226,184,87,0.2),rgba(139,124,246,0.08)_38%,transparent_62%)]"
      />
      <span
        aria-hidden
        className="absolute left-1/2 top-[42%] size-44 -translate-x-1/2 -translate-y-1/2 rounded-full border border-gold/15 sm:size-56"
      />
      <span
        aria-hidden
        className="absolute left-1/2 top-[42%] size-28 -translate-x-1/2 -translate-y-1/2 rounded-full border border-gold/25 sm:size-36"
      />
      <span className="relative grid flex-1 place-items-center pt-4">
        <span className="grid size-16 place-items-center rounded-full bg-gold text-on-gold shadow-[0_0_40px_-6px_rgba(226,184,87,0.7)] transition-transform duration-200 ease-out group-hover:scale-105 sm:size-[72px]">
          <Play size={28} strokeWidth={1.75} fill="currentColor" className="translate-x-0.5" aria-hidden />
        </span>
      </span>
      <span className="relative px-4 pb-3.5 font-serif text-lg leading-tight text-ink lining-nums sm:px-5 sm:pb-5 sm:text-2xl">
        <span className="sr-only">Play </span>
        {title}
      </span>
      {note ? (
        <span className="absolute right-3 top-3 text-xs text-muted sm:right-4 sm:top-4">{note}</span>
      ) : null}
    </button>
  );
}
