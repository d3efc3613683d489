import { LifeBuoy } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { crisisContacts, crisisHelpFor } from '#domain/coach/crisis-lines';
import { memberCountry } from '#domain/shared/country';
import { Dialog } from '#web/components/ui/dialog';
import { useSignedInUser } from '#web/lib/use-signed-in-user';
import { HelpContacts } from './help-contacts';

/**
 * "Get help now", always on the coach page: the member's crisis lines (their country, else their
 * time zone's), the emergency number and the directory, in a dialog reachable by keyboard.
 */
export function GetHelpNow() {
  const user = useSignedInUser();
  const [open, setOpen] = useState(false);
  const help = crisisHelpFor(memberCountry(user));
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-gold/40 px-4 text-sm font-semibold text-gold hover:bg-gold/10 focus-visible:outline focus-visible:outline-2 focus-visible:outline-gold"
      >
        <LifeBuoy size={18} strokeWidth={1.75} aria-hidden /> Get help now
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Get help now"
        description="If you are thinking about suicide or you are in danger, please talk to someone now."
      >
        <HelpContacts help={crisisContacts(help)} />
        <p className="mt-4 text-sm text-muted">
          {help.line
            ? `${help.line.service}${help.line.hours === '24/7' ? ' answers at any hour' : ' has its hours on its page'}.`
            : 'Your country’s lines are listed on findahelpline.com.'}{' '}
          The country comes from{' '}
          <Link href="/profile" className="text-gold underline underline-offset-4">
            your profile
          </Link>{' '}
          (or your time zone).
        </p>
      </Dialog>
    </>
  );
}
