import { affirmationsTitle } from '#domain/affirmations/names';
import { PageHeader } from '#web/components/ui/page-header';
import { useAffirmationsByModel } from '#web/lib/use-affirmation-writer';
import { AffirmationsWidget } from './affirmations-widget';
import { MyAffirmations } from './my-affirmations';

export default function AffirmationsPage() {
  const byModel = useAffirmationsByModel();
  return (
    <>
      <PageHeader
        title={affirmationsTitle(byModel)}
        subtitle={
          byModel
            ? 'Lines written each day by a language model for what you are working on, checked against our style rules, and never one from the last 30 days.'
            : 'Lines from our written library, chosen each day for what you are working on, and never one from the last 30 days.'
        }
      />
      <div className="grid max-w-3xl gap-6">
        <AffirmationsWidget />
        <MyAffirmations />
      </div>
    </>
  );
}
