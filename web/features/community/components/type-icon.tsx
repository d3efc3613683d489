import { Activity, Briefcase, Coins, HeartHandshake, Sparkles, type LucideIcon } from 'lucide-react';
import type { ManifestationType } from '#domain/community/community';

/** docs/community.md: each manifestation type has its icon (filter chips, form and cards). */
const TYPE_ICONS: Record<ManifestationType, LucideIcon> = {
  wealth: Coins,
  career: Briefcase,
  relationship: HeartHandshake,
  health: Activity,
  spiritual: Sparkles,
};

export function TypeIcon({ type, size = 20 }: { type: ManifestationType; size?: number }) {
  const Icon = TYPE_ICONS[type];
  return <Icon size={size} strokeWidth={1.75} aria-hidden />;
}
