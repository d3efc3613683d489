import { PageHeader } from '#web/components/ui/page-header';
import { useReadings } from './api';
import { CheckInForm } from './check-in-form';
import { EnergyChart } from './energy-chart';
import { EnergyWidget } from './energy-widget';

export default function EnergyPage() {
  const readings = useReadings();
  return (
    <>
      <PageHeader
        title="Energy Tracker"
        subtitle="Check in with how you feel and what you focus on; each check-in becomes a frequency on the solfeggio scale."
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
        <EnergyWidget showCheckInLink={false} />
        <CheckInForm />
      </div>
      <div className="mt-6">
        <EnergyChart readings={readings.data} isPending={readings.isPending} />
      </div>
    </>
  );
}
