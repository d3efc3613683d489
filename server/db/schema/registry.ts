import type { PgTable } from 'drizzle-orm/pg-core';
import { adminAudit, appSettings, invitations } from './admin';
import { affirmationSets, affirmations } from './affirmations';
import { apiTokens } from './api-tokens';
import { accountTokens, authIdentities, rateLimits, sessions } from './auth';
import { calendarFeeds } from './sky-feeds';
import { coachMessages } from './coach';
import { coachSends } from './coach-sends';
import { coachingSessions } from './one-on-one';
import { memberLabs } from './labs';
import { stories, storyLikes } from './community';
import { energyReadings } from './energy';
import { goals } from './goals';
import { habitCompletions, habits } from './habits';
import { jobs } from './jobs';
import { meditationSessions } from './meditation';
import { moonIntentions } from './sky-intentions';
import { memberOnboarding } from './onboarding';
import { customMeditations } from './meditation-custom';
import { speechCache } from './meditation-speech-cache';
import { billingAccounts, stripeEvents } from './payments';
import { practiceDays, practiceLog } from './practice';
import { programDayMarks, programEnrolments } from './programs';
import { habitSkips } from './habits';
import { pushSubscriptions, reminderSchedules, vapidKeys } from './reminders';
import { restDays } from './rest-days';
import { habitDayNotes } from './habits';
import { instanceSettings } from './admin';
import { journalEntries } from './journal';
import { rituals } from './rituals';
import { users } from './users';
import { webhookDeliveries, webhooks } from './webhooks';

/**
 * Every table, so account export and deletion can reach all of a user's rows without each feature
 * registering itself. Add a new table here when you add its schema file (the account tests fail
 * when a table that holds user rows is missing from the export).
 */
export const ALL_TABLES: PgTable[] = [
  users,
  sessions,
  authIdentities,
  practiceLog,
  practiceDays,
  habits,
  habitCompletions,
  restDays,
  habitSkips,
  pushSubscriptions,
  reminderSchedules,
  vapidKeys,
  meditationSessions,
  journalEntries,
  habitDayNotes,
  customMeditations,
  speechCache,
  affirmationSets,
  affirmations,
  energyReadings,
  rituals,
  goals,
  moonIntentions,
  programEnrolments,
  programDayMarks,
  calendarFeeds,
  stories,
  storyLikes,
  billingAccounts,
  stripeEvents,
  jobs,
  coachMessages,
  coachSends,
  coachingSessions,
  memberLabs,
  memberOnboarding,
  accountTokens,
  rateLimits,
  adminAudit,
  appSettings,
  invitations,
  instanceSettings,
  apiTokens,
  webhooks,
  webhookDeliveries,
];

/** Tables never exported: secrets and sign-in plumbing, not the user's own data. */
export const PRIVATE_TABLES: PgTable[] = [
  sessions,
  jobs,
  calendarFeeds,
  accountTokens,
  rateLimits,
  pushSubscriptions,
  reminderSchedules,
  vapidKeys,
  apiTokens,
  webhooks,
  webhookDeliveries,
];
