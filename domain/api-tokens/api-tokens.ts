import { z } from 'zod';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';

/**
 * Personal access tokens: a member's scripts (a phone shortcut, a spreadsheet) call the API with
 * `Authorization: Bearer <token>`. docs/open-data.md describes them.
 */
export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const API_TOKEN_NAME_MAX = 60;
export const API_TOKEN_DAYS_MAX = 365;
export const API_TOKEN_DAYS_DEFAULT = 90;
/** Live (unexpired) tokens a member may hold at once. */
export const API_TOKENS_MAX = 20;
/** Requests a minute one token may make, counted across every instance. */
export const API_TOKEN_REQUESTS_PER_MINUTE = 60;
/** Every token starts with this, so a leaked one is easy to recognise in logs and scanners. */
export const API_TOKEN_PREFIX = 'abt_';

export const API_TOKEN_MESSAGES = {
  tooMany: `You can keep up to ${API_TOKENS_MAX} tokens. Revoke one you no longer use first.`,
  readOnly: 'This token can only read. Create a write token to make changes.',
  refused: 'Personal access tokens cannot use this part of the API. Sign in on the website instead.',
  rateLimited: `A token may make ${API_TOKEN_REQUESTS_PER_MINUTE} requests a minute. Try again shortly.`,
  invalid: 'This token is not valid. It may have expired or been revoked.',
} as const;

/** POST /api/tokens */
export const CreateApiTokenSchema = schemaOnFirstUse(() =>
  z
    .object({
      name: z
        .string({ message: 'must be text' })
        .trim()
        .min(1, 'must not be empty')
        .max(API_TOKEN_NAME_MAX, `must be at most ${API_TOKEN_NAME_MAX} characters`),
      scope: z.enum(API_TOKEN_SCOPES, { message: 'must be read or write' }),
      expiresInDays: z
        .number({ message: 'must be a whole number of days' })
        .int('must be a whole number of days')
        .min(1, 'must be at least 1')
        .max(API_TOKEN_DAYS_MAX, `must be at most ${API_TOKEN_DAYS_MAX}`)
        .default(API_TOKEN_DAYS_DEFAULT),
    })
    .strict(),
);
export type CreateApiToken = z.input<typeof CreateApiTokenSchema>;

/** A token as listed: never the token itself, which only its creation answer shows. */
const ApiTokenSchema = schemaOnFirstUse(() =>
  z.object({
    id: z.uuid(),
    name: z.string(),
    scope: z.enum(API_TOKEN_SCOPES),
    createdAt: z.iso.datetime({ offset: true }),
    expiresAt: z.iso.datetime({ offset: true }),
    lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
  }),
);
export type ApiToken = z.infer<typeof ApiTokenSchema>;

export const ApiTokenListSchema = schemaOnFirstUse(() => z.array(ApiTokenSchema));

/** The answer to POST /api/tokens: the one time the token is shown. */
export const CreatedApiTokenSchema = schemaOnFirstUse(() =>
  z.object({
    id: z.uuid(),
    name: z.string(),
    scope: z.enum(API_TOKEN_SCOPES),
    token: z.string(),
    expiresAt: z.iso.datetime({ offset: true }),
  }),
);
export type CreatedApiToken = z.infer<typeof CreatedApiTokenSchema>;
