import { PageHeader } from '../../components/ui/page-header';

export default function RitualsPage() {
  return <PageHeader title="Daily Rituals" />;
}
