// oidc-provider ships no types; this declares the small surface the sign-in tests use.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Claims = Record<string, unknown> & { sub: string };
  type Account = { accountId: string; claims: () => Promise<Claims> };

  export type ProviderConfiguration = {
    clients: Array<Record<string, unknown>>;
    findAccount: (ctx: unknown, id: string) => Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    features?: Record<string, unknown>;
    pkce?: { required: () => boolean };
    interactions?: { url: (ctx: unknown, interaction: { uid: string }) => string };
    cookies?: { keys: string[] };
  };

  type InteractionDetails = {
    uid: string;
    grantId?: string;
    params: Record<string, string>;
    prompt: { name: string; details: { missingOIDCScope?: string[]; missingOIDCClaims?: string[] } };
  };

  class Grant {
    constructor(options: { accountId: string; clientId: string });
    static find(id: string): Promise<Grant | undefined>;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: ProviderConfiguration);
    Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): void;
  }
}
