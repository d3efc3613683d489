import { PageHeader } from '../../components/ui/page-header';

export default function WealthHabitsPage() {
  return <PageHeader title="Wealth Habits Tracker" />;
}
