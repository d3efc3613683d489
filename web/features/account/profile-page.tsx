import { PageHeader } from '#web/components/ui/page-header';
import { DataAndPrivacy } from './data-and-privacy';
import { ProfileForm } from './profile-form';
import { ReminderSettings } from './reminder-settings';
import { StreakSettings } from './streak-settings';

export default function ProfilePage() {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Your Profile" subtitle="Your details, your reminders, your streaks and your data." />
      <div className="grid gap-6">
        <ProfileForm />
        <ReminderSettings />
        <StreakSettings />
        <DataAndPrivacy />
      </div>
    </div>
  );
}
