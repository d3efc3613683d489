import { Crown } from 'lucide-react';

/** VIP status (Premium): shown beside the member's name on their profile card and stories. */
export function VipBadge() {
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full border border-gold/60 bg-gold/10 px-2 py-0.5 align-middle text-[11px] font-semibold uppercase tracking-wide text-gold"
      title="VIP: Premium member"
    >
      <Crown size={12} strokeWidth={2} aria-hidden />
      VIP
    </span>
  );
}
