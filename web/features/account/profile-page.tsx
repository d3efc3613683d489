import { PageHeader } from '../../components/ui/page-header';

export default function ProfilePage() {
  return <PageHeader title="Your Profile" />;
}
