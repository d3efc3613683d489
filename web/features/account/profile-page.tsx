import { PageHeader } from '#web/components/ui/page-header';
import { DataAndPrivacy } from './data-and-privacy';
import { LabsSection } from './labs-section';
import { ProfileForm } from './profile-form';
import { ReminderSettings } from './reminder-settings';

export default function ProfilePage() {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Your Profile" subtitle="Your details, your daily reminder and your data." />
      <div className="grid gap-6">
        <ProfileForm />
        <ReminderSettings />
        <LabsSection />
        <DataAndPrivacy />
      </div>
    </div>
  );
}
