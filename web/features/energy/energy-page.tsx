import { PageHeader } from '../../components/ui/page-header';

export default function EnergyPage() {
  return <PageHeader title="Energy Tracker" />;
}
