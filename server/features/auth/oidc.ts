import * as client from 'openid-client';
import { z } from 'zod';
import type { OidcConfig } from '#server/config';
import type { OidcProfile } from './user-repository';

export const OidcFlowStateSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  verifier: z.string(),
  /** The invitation a newcomer arrived with (invite-only sign-up), used when their account is made. */
  invitation: z.string().optional(),
});
type OidcFlowState = z.infer<typeof OidcFlowStateSchema>;

export type OidcClient = {
  issuer: string;
  /** `fresh` asks the provider to sign the member in again (recent sign-in for sensitive actions). */
  authorizationUrl: (fresh?: boolean) => Promise<{ url: URL; flow: OidcFlowState }>;
  /** Exchanges the code (checking state, nonce and PKCE) and reads the profile from the ID token and userinfo. */
  complete: (
    callbackUrl: URL,
    flow: OidcFlowState,
  ) => Promise<{ profile: OidcProfile; idToken: string | null }>;
  /** The provider's RP-initiated logout URL, when it supports one. */
  endSessionUrl: (idToken: string | null, postLogoutRedirect: string) => string | null;
};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

function splitName(name: string | null): { firstName: string | null; lastName: string | null } {
  if (!name) return { firstName: null, lastName: null };
  const [first, ...rest] = name.split(/\s+/);
  return { firstName: first ?? null, lastName: rest.length ? rest.join(' ') : null };
}

export async function createOidcClient(oidc: OidcConfig, redirectUri: string): Promise<OidcClient> {
  const issuerUrl = new URL(oidc.issuerUrl);
  const configuration = await client.discovery(
    issuerUrl,
    oidc.clientId,
    oidc.clientSecret,
    undefined,
    // Plain http is accepted only for a provider on this machine (local development and tests).
    issuerUrl.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuerUrl.hostname)
      ? { execute: [client.allowInsecureRequests] }
      : undefined,
  );
  const metadata = configuration.serverMetadata();

  return {
    issuer: metadata.issuer,
    async authorizationUrl(fresh = false) {
      const flow: OidcFlowState = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
        ...(fresh ? { prompt: 'login', max_age: '0' } : {}),
      });
      return { url, flow };
    },
    async complete(callbackUrl, flow) {
      const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider returned no ID token');
      // Many providers put profile claims only in userinfo, so read both and prefer userinfo.
      const userinfo = tokens.access_token
        ? await client.fetchUserInfo(configuration, tokens.access_token, claims.sub).catch(() => null)
        : null;
      const claim = (key: string) => text(userinfo?.[key]) ?? text(claims[key]);
      const email = claim('email')?.toLowerCase();
      if (!email) throw new Error('the provider did not share an e-mail address');
      const split = splitName(claim('name'));
      // Only an explicit true counts (some providers send the string "true"); absent means unverified.
      const verifiedClaim = userinfo?.email_verified ?? claims.email_verified;
      const emailVerified = verifiedClaim === true || verifiedClaim === 'true';
      return {
        profile: {
          issuer: metadata.issuer,
          subject: claims.sub,
          email,
          emailVerified,
          firstName: claim('given_name') ?? split.firstName,
          lastName: claim('family_name') ?? split.lastName,
          profileImageUrl: claim('picture'),
        },
        idToken: tokens.id_token ?? null,
      };
    },
    endSessionUrl(idToken, postLogoutRedirect) {
      if (!metadata.end_session_endpoint) return null;
      const parameters: Record<string, string> = {
        post_logout_redirect_uri: postLogoutRedirect,
        client_id: oidc.clientId,
      };
      if (idToken) parameters.id_token_hint = idToken;
      return client.buildEndSessionUrl(configuration, parameters).href;
    },
  };
}
