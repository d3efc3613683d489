import { PageHeader } from '../../components/ui/page-header';

export default function SubscribePage() {
  return <PageHeader title="Subscribe" />;
}
