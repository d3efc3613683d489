import { PageHeader } from '../../components/ui/page-header';

export default function PricingPage() {
  return <PageHeader title="Pricing" />;
}
