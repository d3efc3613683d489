import { PageHeader } from '../../components/ui/page-header';

export default function ResourcesPage() {
  return <PageHeader title="Resources" />;
}
