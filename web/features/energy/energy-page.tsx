import { PageHeader } from '#web/components/ui/page-header';
import { useReadings } from './api';
import { CheckInForm } from './check-in-form';
import { EnergyChart } from './energy-chart';
import { EnergyWidget } from './energy-widget';

/**
 * `coherence` is the member's coherence today where the app has it (web/app/routes/energy-page.tsx
 * passes the dashboard's figure), so this page shows the same value as the dashboard's header.
 */
export default function EnergyPage({
  coherence,
  coherenceLoading = false,
}: {
  coherence?: number | undefined;
  coherenceLoading?: boolean;
}) {
  const readings = useReadings();
  return (
    <>
      <PageHeader
        title="Energy Tracker"
        subtitle="Check in with how you feel and what you focus on; each check-in becomes a frequency on the solfeggio scale."
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
        <EnergyWidget showCheckInLink={false} coherence={coherence} coherenceLoading={coherenceLoading} />
        <CheckInForm />
      </div>
      <div className="mt-6">
        <EnergyChart readings={readings.data} isPending={readings.isPending} />
      </div>
    </>
  );
}
