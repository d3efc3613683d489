import { PageHeader } from '../../components/ui/page-header';

export default function AstrologyPage() {
  return <PageHeader title="Cosmic Manifestation Timing" />;
}
