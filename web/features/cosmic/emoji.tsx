import { cn } from '#web/lib/cn';

/**
 * A decorative emoji, in a colour emoji font first: on Linux a text font such as DejaVu Sans would
 * otherwise draw the moon phases as flat monochrome symbols. Hidden from screen readers, which get
 * the phase name from the surrounding text.
 */
export function Emoji({ symbol, className }: { symbol: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        "font-['Apple_Color_Emoji','Segoe_UI_Emoji','Noto_Color_Emoji',sans-serif] leading-none",
        className,
      )}
    >
      {symbol}
    </span>
  );
}
