import { PageHeader } from '#web/components/ui/page-header';
import { CountrySettings } from '#web/features/account/country-settings';
import { CalendarFeedSettings } from '#web/features/account/calendar-feed-settings';
import { DataAndPrivacy } from '#web/features/account/data-and-privacy';
import { GivenPlan } from '#web/features/account/given-plan';
import { LabsSection } from '#web/features/account/labs-section';
import { ProfileForm } from '#web/features/account/profile-form';
import { ReminderSettings } from '#web/features/account/reminder-settings';
import { SecuritySettings } from '#web/features/account/security-settings';
import { SkyLocation } from '#web/features/account/sky-location';
import { StreakSettings } from '#web/features/account/streak-settings';
import { ApiTokensSection } from '#web/features/api-tokens/api-tokens-section';
import { ImportSection } from '#web/features/habits/import/import-section';
import { WebhooksSection } from '#web/features/webhooks/webhooks-section';

/** The profile: the account's own sections, then the open-data ones (import, tokens, webhooks). */
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
        <CountrySettings />
        <ReminderSettings />
        <StreakSettings />
        <SkyLocation />
        <CalendarFeedSettings />
        <SecuritySettings />
        <ImportSection />
        <ApiTokensSection />
        <WebhooksSection />
        <LabsSection />
        <DataAndPrivacy />
      </div>
    </div>
  );
}
