import { PageHeader } from '../../components/ui/page-header';

export default function AffirmationsPage() {
  return <PageHeader title="AI Affirmations" />;
}
