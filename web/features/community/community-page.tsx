import { PageHeader } from '../../components/ui/page-header';

export default function CommunityPage() {
  return <PageHeader title="Community" />;
}
