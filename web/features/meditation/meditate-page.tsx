import { PageHeader } from '../../components/ui/page-header';

export default function MeditatePage() {
  return <PageHeader title="Meditation" />;
}
