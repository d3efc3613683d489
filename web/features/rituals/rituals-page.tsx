import { PageHeader } from '#web/components/ui/page-header';
import { RitualsWidget } from './rituals-widget';

export default function RitualsPage() {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Daily Rituals"
        subtitle="Five intentional practices each day. Every ritual you complete builds your streak and coherence."
      />
      <RitualsWidget />
    </div>
  );
}
