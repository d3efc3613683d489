import { z } from 'zod';
import { SignupModeSchema } from '#domain/admin/admin';
import { COACH_DAILY_MESSAGES_DEFAULT } from '#domain/coach/coach';

/**
 * Every environment variable the server reads, parsed and defaulted in one place.
 * A bad value stops start-up with one line naming the variable (see `loadConfig`).
 */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** 32 bytes in base64: 43 characters and one '=' (openssl rand -base64 32). */
const JOURNAL_KEY_PATTERN = /^[A-Za-z0-9+/]{43}=$/;
const JOURNAL_KEY_MESSAGE = 'must be 32 bytes in base64 (openssl rand -base64 32)';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /**
   * Connections each instance keeps to PostgreSQL (docs/performance.md, "Connections"). Ten measured
   * no worse than 4, 20 or 40 on a 2-core server; more connections than cores mostly add waiting.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).default('./data'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The journal's encryption key, 32 bytes in base64 (docs/journal.md, "Private at rest"). */
  JOURNAL_KEY: z.string().trim().regex(JOURNAL_KEY_PATTERN, JOURNAL_KEY_MESSAGE).optional(),
  /** The key before a rotation: it still opens old values until the re-encrypt command has run. */
  JOURNAL_KEY_PREVIOUS: z.string().trim().regex(JOURNAL_KEY_PATTERN, JOURNAL_KEY_MESSAGE).optional(),
  OIDC_ISSUER_URL: z.url().optional(),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_PRO: optionalText,
  STRIPE_PRICE_PREMIUM: optionalText,
  STRIPE_API_URL: z.url().optional(),
  ENFORCE_PLAN_LIMITS: booleanFlag,
  /** Multiplies the webhook retry schedule (1 minute to 24 hours); tests shorten it. */
  WEBHOOK_RETRY_SCALE: z.coerce.number().positive().max(1).default(1),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  AI_SPEECH_MODEL: optionalText,
  AI_SPEECH_VOICE: optionalText,
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((value, context) => {
      const parsed = parseTrustProxy(value);
      if (parsed === null)
        context.addIssue({
          code: 'custom',
          message:
            'must be false, a hop count (1, 2, ...) or a comma-separated list of proxy addresses/CIDRs',
        });
      return parsed ?? false;
    }),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: optionalText,
  PASSWORD_SIGN_IN: booleanFlag,
  /** Bearer token Prometheus sends to GET /metrics; unset (and no METRICS_PORT) = /metrics is 404. */
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  /** A separate port serving /metrics without a token, for a network only Prometheus reaches. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  /** An OpenTelemetry collector's OTLP/HTTP address (traces go to <it>/v1/traces); unset = no tracing. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** The service name traces carry, to tell this app from others sending to the same collector. */
  OTEL_SERVICE_NAME: z.string().trim().min(1).default('abundance'),
  /** Who may create an account, written at first start; the admin console's choice wins afterwards. */
  SIGNUP_MODE: SignupModeSchema.default('open'),
  /** The operator's resources catalogue (JSON; docs/resources.md), read and validated at start. */
  RESOURCES_FILE: optionalText,
  /** Messages a member may send the coach per local day (docs/coach.md). */
  COACH_DAILY_MESSAGES: z.coerce.number().int().min(1).max(10_000).default(COACH_DAILY_MESSAGES_DEFAULT),
  /** A Cal.com or Calendly link where members book their monthly session (docs/plans.md). */
  COACHING_BOOKING_URL: z.url({ protocol: /^https?$/ }).optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key (web-push generate-vapid-keys)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key (web-push generate-vapid-keys)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:.+|https:\/\/.+)$/, 'must be a mailto: address or an https:// URL')
    .optional(),
  /**
   * Push services beside the browsers' own (domain/reminders/push-endpoints.ts): comma-separated `host` (port
   * 443), `host:port`, or `*.domain` for every host under it (docs/reminders.md, "Devices").
   */
  PUSH_ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^(\*\.)?([a-z0-9-]+\.)*[a-z0-9-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/,
            'must list hosts as host or host:port, separated by commas',
          ),
      ),
    ),
  /**
   * Lets connections the server makes for members (push deliveries, webhooks) reach private,
   * loopback and link-local addresses: for tests and private networks (server/http/outbound-guard.ts).
   */
  OUTBOUND_ALLOW_PRIVATE: booleanFlag,
});

/**
 * TRUST_PROXY: how many proxy hops in front of the app add X-Forwarded-For (a number), or which
 * addresses they connect from (IPs/CIDRs). `true` is refused: trusting every hop lets a client write
 * its own address into the header and dodge per-IP limits. Returns null for a bad value.
 */
function parseTrustProxy(value: string | undefined): false | number | string[] | null {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const address = /^(?:[\d.]+|[\da-f:]+)(?:\/\d{1,3})?$/i;
  if (entries.length === 0 || !entries.every((entry) => address.test(entry) && /[.:]/.test(entry)))
    return null;
  return entries;
}

export type Env = z.infer<typeof EnvSchema>;

export type OidcConfig = { issuerUrl: string; clientId: string; clientSecret: string };

export type AppConfig = Env & {
  publicUrl: string;
  /** Sender of every mail: MAIL_FROM, else no-reply at PUBLIC_URL's host. */
  mailFrom: string;
  /** Built-in e-mail and password sign-in: on without OIDC, off with it unless PASSWORD_SIGN_IN=true. */
  passwordSignIn: boolean;
  secureCookies: boolean;
  oidc: OidcConfig | undefined;
};

export class ConfigError extends Error {}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

/**
 * The only origins whose state-changing requests the app accepts (server/plugins/security.ts):
 * PUBLIC_URL's, or without it the loopback addresses on PORT. Never whatever Host a request names,
 * which DNS rebinding lets a foreign page choose.
 */
export function trustedOrigins(config: Pick<Env, 'PUBLIC_URL' | 'PORT'>): Set<string> {
  if (config.PUBLIC_URL) return new Set([new URL(config.PUBLIC_URL).origin]);
  return new Set(['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${config.PORT}`));
}

/** Parses an environment (process.env by default) into the app's configuration, or throws ConfigError. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  // An empty variable means "unset": shells and .env files often export NAME= to clear a value.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid ${name}: ${issue?.message ?? 'bad value'}`);
  }
  const config = parsed.data;
  const oidcParts = [config.OIDC_ISSUER_URL, config.OIDC_CLIENT_ID, config.OIDC_CLIENT_SECRET];
  const oidcCount = oidcParts.filter(Boolean).length;
  if (oidcCount > 0 && oidcCount < 3) {
    throw new ConfigError(
      'Invalid OIDC_ISSUER_URL: OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
    );
  }
  if (Boolean(config.VAPID_PUBLIC_KEY) !== Boolean(config.VAPID_PRIVATE_KEY))
    throw new ConfigError(
      'Invalid VAPID_PUBLIC_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    );
  // Without PUBLIC_URL the origin check trusts only loopback origins (trustedOrigins): on any other
  // interface, members would reach the app from an origin it refuses, or a rebound DNS name could.
  if (!config.PUBLIC_URL && !LOOPBACK_HOSTS.has(config.HOST))
    throw new ConfigError(
      `Invalid PUBLIC_URL: must be set when HOST (${config.HOST}) is not a loopback address; it is the address members open`,
    );
  const publicUrl = (
    config.PUBLIC_URL ??
    `http://${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${config.PORT}`
  ).replace(/\/+$/, '');
  return {
    ...config,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    mailFrom: config.MAIL_FROM ?? `Abundance <no-reply@${new URL(publicUrl).hostname}>`,
    passwordSignIn: oidcCount === 0 || config.PASSWORD_SIGN_IN,
    oidc:
      config.OIDC_ISSUER_URL && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET
        ? {
            issuerUrl: config.OIDC_ISSUER_URL,
            clientId: config.OIDC_CLIENT_ID,
            clientSecret: config.OIDC_CLIENT_SECRET,
          }
        : undefined,
  };
}
