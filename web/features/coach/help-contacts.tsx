import { ExternalLink, MessageSquare, Phone } from 'lucide-react';
import type { CoachHelp } from '#domain/coach/coach';
import { cn } from '#web/lib/cn';

const target =
  'flex min-h-12 w-full items-center gap-3 rounded-xl border border-gold/40 bg-raised px-4 py-2 text-left text-[15px] font-semibold text-ink hover:border-gold hover:bg-gold/10 focus-visible:outline focus-visible:outline-2 focus-visible:outline-gold';

function href(help: CoachHelp): string | null {
  if (help.tel) return `tel:${help.tel}`;
  if (help.sms) return `sms:${help.sms}`;
  return help.url ?? null;
}

/** "Call Samaritans: 116 123" with the number kept on one line, so it never breaks mid-number. */
function Label({ text }: { text: string }) {
  const at = text.lastIndexOf(': ');
  if (at < 0) return <span>{text}</span>;
  return (
    <span>
      {text.slice(0, at + 2)}
      <span className="whitespace-nowrap">{text.slice(at + 2)}</span>
    </span>
  );
}

/** Help a safety reply names, as large tap targets: call, text or open (at least 48 px high). */
export function HelpContacts({ help, className }: { help: readonly CoachHelp[]; className?: string }) {
  if (help.length === 0) return null;
  return (
    <ul className={cn('grid gap-2', className)} aria-label="Help you can reach now">
      {help.map((contact) => {
        const link = href(contact);
        if (!link) return null;
        const Icon = contact.tel ? Phone : contact.sms ? MessageSquare : ExternalLink;
        const external = !contact.tel && !contact.sms;
        return (
          <li key={contact.label}>
            <a
              href={link}
              className={target}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <Icon size={20} strokeWidth={1.75} aria-hidden className="shrink-0 text-gold" />
              <Label text={contact.label} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
