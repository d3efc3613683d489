import { PageHeader } from '../../components/ui/page-header';

export default function GoalsPage() {
  return <PageHeader title="Quantum Goals" />;
}
