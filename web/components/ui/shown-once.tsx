import { Copy } from 'lucide-react';
import { Button } from './button';
import { Input, Label } from './form-controls';
import { toast } from './toast/toast-store';

/**
 * A secret the server hands over once (a personal access token, a webhook's signing secret): shown
 * read-only with a copy button and a plain warning, until the member says they have kept it.
 */
export function ShownOnce({
  id,
  label,
  value,
  onDone,
}: {
  id: string;
  label: string;
  value: string;
  onDone: () => void;
}) {
  const copy = async () => {
    await navigator.clipboard.writeText(value);
    toast({ title: 'Copied', description: 'Keep it somewhere safe, such as a password manager.' });
  };
  return (
    <div role="status" className="rounded-2xl border border-gold/50 bg-gold/5 p-4">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={value}
          className="min-w-0 flex-1 font-mono text-sm"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" size="icon" aria-label="Copy to clipboard" onClick={() => void copy()}>
          <Copy size={20} strokeWidth={1.75} aria-hidden />
        </Button>
      </div>
      <p className="mt-2 text-sm text-ink">
        Copy it now: you will not see it again. If you lose it, create a new one.
      </p>
      <Button variant="ghost" size="sm" className="mt-2" onClick={onDone}>
        I have copied it
      </Button>
    </div>
  );
}
