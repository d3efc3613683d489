import { PageHeader } from '#web/components/ui/page-header';
import { AffirmationsWidget } from './affirmations-widget';

export default function AffirmationsPage() {
  return (
    <>
      <PageHeader
        title="AI Affirmations"
        subtitle="Affirmations written for you from your goals, habits, practice and today's moon, never repeating one from the last 30 days."
      />
      <AffirmationsWidget className="max-w-3xl" />
    </>
  );
}
