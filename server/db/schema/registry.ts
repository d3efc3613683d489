import type { PgTable } from 'drizzle-orm/pg-core';
import { adminAudit, appSettings, invitations } from './admin';
import { affirmationSets, affirmations } from './affirmations';
import { apiTokens } from './api-tokens';
import { accountTokens, authIdentities, rateLimits, sessions } from './auth';
import { calendarFeeds } from './calendar-feeds';
import { coachMessages } from './coach';
import { coachingSessions } from './coaching';
import { memberLabs } from './labs';
import { stories, storyLikes } from './community';
import { energyReadings } from './energy';
import { quantumGoals } from './goals';
import { habitCompletions, habits } from './habits';
import { jobs } from './jobs';
import { meditationSessions } from './meditation';
import { moonIntentions } from './moon-intentions';
import { memberOnboarding } from './onboarding';
import { customMeditations } from './custom-meditations';
import { speechCache } from './speech-cache';
import { billingAccounts, stripeEvents } from './payments';
import { practiceDays, practiceLog } from './practice';
import { programDayMarks, programEnrolments } from './programs';
import { habitSkips, pushSubscriptions, reminderSchedules, restDays, vapidKeys } from './reminders';
import { habitDayNotes, instanceSettings, journalEntries } from './reflection';
import { dailyRituals } from './rituals';
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
  dailyRituals,
  quantumGoals,
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
