import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, type TestContext } from 'vitest';
import { startAppServer, projectRoot, type AppServer } from './app-server';
import { CHROMIUM_ARGS, findChromium } from './chromium';

export const chromiumPath = findChromium();

/** `describe` when Chromium is available, otherwise `describe.skip` (global setup says why, once). */
export const describeInBrowser = chromiumPath ? describe : describe.skip;

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

export type Journey = {
  server: AppServer;
  browser: Browser;
  /** A fresh browser context (own cookies) with a page that records console errors. */
  newPage: (options?: {
    viewport?: { width: number; height: number };
    /** 'block' when a test routes requests: page.route cannot see what a service worker answers. */
    serviceWorkers?: 'allow' | 'block';
    /** false to see what a visitor without JavaScript sees. */
    javaScriptEnabled?: boolean;
  }) => Promise<{ context: BrowserContext; page: Page; consoleErrors: string[] }>;
};

/**
 * Per journey file: one server on a fresh database and one Chromium. Pages opened through `newPage`
 * are screenshotted into test-results/ when a test fails.
 */
export function useJourney(env: Record<string, string> = {}): Journey {
  const pages: Page[] = [];
  const journey = {} as Journey;
  beforeAll(async () => {
    journey.server = await startAppServer(env);
    journey.browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  });
  afterEach(async (context: TestContext) => {
    if (context.task.result?.state === 'fail') {
      const dir = path.join(projectRoot, 'test-results');
      mkdirSync(dir, { recursive: true });
      const slug = context.task.name.replace(/\W+/g, '-').slice(0, 80);
      await Promise.all(
        pages.map((page, i) =>
          page
            .screenshot({ path: path.join(dir, `${slug}-${i}.png`), fullPage: true })
            .catch(() => undefined),
        ),
      );
    }
    await Promise.all(
      pages.splice(0).map((page) =>
        page
          .context()
          .close()
          .catch(() => undefined),
      ),
    );
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.stop();
  });
  journey.newPage = async (options = {}) => {
    const context = await journey.browser.newContext({
      viewport: options.viewport ?? DESKTOP,
      baseURL: journey.server.url,
      serviceWorkers: options.serviceWorkers ?? 'allow',
      javaScriptEnabled: options.javaScriptEnabled ?? true,
    });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    pages.push(page);
    return { context, page, consoleErrors };
  };
  return journey;
}

let accountCounter = 0;

/**
 * Creates an account through the real sign-up endpoint; the context then carries its session cookie.
 * The new member has skipped onboarding (as a member pressing "Skip setup" would), so journeys open
 * the page they ask for; `onboarding: 'pending'` leaves it to be done in the browser.
 */
export async function signUp(
  context: BrowserContext,
  baseUrl: string,
  fields: { firstName?: string; lastName?: string; email?: string; onboarding?: 'pending' | 'skipped' } = {},
  /** Also follow the mailed verification link (admins and story authors need it). */
  verifyOn?: AppServer,
) {
  accountCounter += 1;
  const email = fields.email ?? `journey${accountCounter}-${Date.now()}@example.com`;
  const response = await context.request.post(`${baseUrl}/api/signup`, {
    // A journey that signs up more members than one address may (TRUST_PROXY set on its server)
    // has each come from its own documentation address; servers that trust no proxy ignore it.
    headers: { 'x-forwarded-for': `198.51.100.${(accountCounter % 254) + 1}` },
    data: {
      email,
      password: 'correct horse battery',
      firstName: fields.firstName ?? 'Avery',
      lastName: fields.lastName ?? 'Stone',
    },
  });
  if (response.status() !== 201)
    throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  if (fields.onboarding !== 'pending') {
    const skipped = await context.request.put(`${baseUrl}/api/onboarding`, { data: { finish: 'skipped' } });
    if (skipped.status() !== 200) throw new Error(`skipping onboarding failed: ${skipped.status()}`);
  }
  if (verifyOn) await verifyEmail(context, verifyOn, email);
  return { email, password: 'correct horse battery' };
}

/**
 * A member who just created an account in the browser is taken to onboarding (/welcome); this
 * presses "Skip setup" there and waits for the page they were going to.
 */
export async function skipOnboarding(page: Page, path = '/'): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/welcome');
  await page.getByRole('button', { name: 'Skip setup' }).click();
  await page.waitForURL((url) => url.pathname === path);
}

/**
 * Follows the verification link of `email` from the app's outbox (DATA_DIR/outbox/*.eml: the
 * journeys run without SMTP_URL, so every mail is written there by the job queue) and presses the
 * page's button, as a member clicking it in their mail would. Publishing stories and admin
 * rights need a verified address.
 */
export async function verifyEmail(context: BrowserContext, server: AppServer, email: string): Promise<void> {
  const outbox = path.join(server.dataDir, 'outbox');
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const files = existsSync(outbox) ? readdirSync(outbox) : [];
    for (const file of files) {
      // Quoted-printable bodies wrap long lines with "=" and write "=" itself as "=3D".
      const text = readFileSync(path.join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/gi, '=');
      if (!text.includes(email)) continue;
      const link = /\/api\/verify-email\?token=[A-Za-z0-9_-]+/.exec(text);
      if (!link) continue;
      // The link opens a page; only its button verifies the address.
      const page = await context.newPage();
      try {
        const opened = await page.goto(`${server.url}${link[0]}`);
        if (!opened || opened.status() >= 400)
          throw new Error(`verification page failed: ${opened?.status()}`);
        await page.getByRole('button', { name: 'Confirm my address' }).click();
        await page.waitForURL((url) => url.pathname === '/');
      } finally {
        await page.close();
      }
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no verification mail for ${email} in ${outbox}`);
}
