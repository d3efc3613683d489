import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';
import { freePort } from '#e2e/harness/app-server';

type TestAccount = {
  sub: string;
  email: string;
  given_name?: string;
  family_name?: string;
  name?: string;
  /** What the provider says about the address; true unless a test says otherwise. */
  email_verified?: boolean;
};

export type TestProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account the next sign-in completes as (the test's stand-in for a person typing a password). */
  setAccount: (account: TestAccount) => void;
  close: () => Promise<void>;
};

/**
 * A real OpenID Connect provider (oidc-provider) on loopback, with one confidential client. Its
 * login and consent prompts complete automatically as the current test account. Profile claims are
 * released from userinfo only (the library's default), as many real providers do.
 */
export async function startTestProvider(
  redirectUri: string,
  postLogoutRedirectUri: string,
): Promise<TestProvider> {
  const clientId = 'abundance-test';
  const clientSecret = 'abundance-test-secret-0123456789';
  let account: TestAccount = {
    sub: 'person-1',
    email: 'person@example.com',
    given_name: 'Olive',
    family_name: 'Provider',
  };
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const provider = createProvider(
    issuer,
    clientId,
    clientSecret,
    redirectUri,
    postLogoutRedirectUri,
    () => account,
  );

  const server: Server = createServer((req, res) => {
    if (!req.url?.startsWith('/interaction/')) return provider.callback()(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId: account.sub, clientId });
      if (!grant) throw new Error('grant vanished');
      grant.addOIDCScope(
        (details.prompt.details.missingOIDCScope ?? ['openid', 'email', 'profile']).join(' '),
      );
      grant.addOIDCClaims(details.prompt.details.missingOIDCClaims ?? []);
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.sub }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    })().catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    issuer,
    clientId,
    clientSecret,
    setAccount: (next) => {
      account = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function createProvider(
  issuer: string,
  clientId: string,
  clientSecret: string,
  redirectUri: string,
  postLogoutRedirectUri: string,
  currentAccount: () => TestAccount,
): Provider {
  return new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        post_logout_redirect_uris: [postLogoutRedirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    findAccount: async (_ctx, id) => {
      const account = currentAccount();
      return id === account.sub
        ? { accountId: id, claims: async () => ({ email_verified: true, ...account }) }
        : undefined;
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['test-cookie-key-0123456789'] },
  });
}
