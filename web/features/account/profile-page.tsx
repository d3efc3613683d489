import { PageHeader } from '#web/components/ui/page-header';
import { DataAndPrivacy } from './data-and-privacy';
import { GivenPlan } from './given-plan';
import { LabsSection } from './labs-section';
import { ProfileForm } from './profile-form';
import { ReminderSettings } from './reminder-settings';
import { SkyLocation } from './sky-location';
import { CalendarFeedSettings } from './calendar-feed-settings';
import { SecuritySettings } from './security-settings';
import { StreakSettings } from './streak-settings';

export default function ProfilePage() {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Your Profile"
        subtitle="Your details, your reminders, your streaks, your sky location and your data."
      />
      <div className="grid gap-6">
        <GivenPlan />
        <ProfileForm />
        <ReminderSettings />
        <StreakSettings />
        <SkyLocation />
        <CalendarFeedSettings />
        <SecuritySettings />
        <LabsSection />
        <DataAndPrivacy />
      </div>
    </div>
  );
}
