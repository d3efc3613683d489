import { z } from 'zod';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';

/** Bumped whenever the shape of the data export changes, so importers can tell versions apart. */
export const EXPORT_SCHEMA_VERSION = 1 as const;

export const DELETE_CONFIRMATION = 'DELETE';

export const DeleteAccountSchema = schemaOnFirstUse(() =>
  z
    .object({
      confirm: z.literal(DELETE_CONFIRMATION, { message: `Type ${DELETE_CONFIRMATION} to confirm.` }),
    })
    .strict(),
);

/** A daily reminder time as the user's local 'HH:MM', or null for no reminder. */
export const ReminderTimeSchema = schemaOnFirstUse(() =>
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'must be a time in the form HH:MM' })
    .nullable(),
);

export const AccountExportSchema = schemaOnFirstUse(() =>
  z.object({
    schemaVersion: z.literal(EXPORT_SCHEMA_VERSION),
    exportedAt: z.string(),
    profile: z.record(z.string(), z.unknown()),
    data: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
  }),
);
