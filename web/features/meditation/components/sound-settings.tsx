import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { cn } from '#web/lib/cn';

/**
 * "Sound settings": the mixer (visualization mode, voice, beats, soundscapes, bells, sleep timer)
 * folded away behind one button, so the player itself shows only what a session needs. It opens in
 * place and never stops or hides the transport.
 */
export function SoundSettings({ summary, children }: { summary: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="rounded-2xl border border-line">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="flex min-h-13 w-full items-center gap-3 rounded-2xl px-4 text-left hover:bg-raised"
      >
        <SlidersHorizontal size={18} strokeWidth={1.75} aria-hidden className="text-gold" />
        <span className="flex-1">
          <span className="block font-semibold text-ink">Sound settings</span>
          <span className="block text-sm text-muted">{summary}</span>
        </span>
        <ChevronDown
          size={18}
          strokeWidth={1.75}
          aria-hidden
          className={cn('text-muted transition-transform', open && 'rotate-180')}
        />
      </button>
      <div id={panelId} hidden={!open} className="flex flex-col gap-6 px-4 pb-4 pt-2">
        {children}
      </div>
    </div>
  );
}
