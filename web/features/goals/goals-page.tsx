import { PageHeader } from '#web/components/ui/page-header';
import { GoalsWidget } from './goals-widget';

export default function GoalsPage() {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Quantum Goals"
        subtitle="Set what you are manifesting and the day you will receive it. Update your progress as it unfolds."
      />
      <GoalsWidget />
    </div>
  );
}
