import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import type { OidcClient } from './oidc';

/** What every sign-in route plugin is registered with (routes.ts and the email, password and OIDC routes). */
export type AuthOptions = { config: AppConfig; db: Database; oidc: OidcClient | undefined };
