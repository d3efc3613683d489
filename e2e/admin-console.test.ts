import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { DESKTOP, PHONE, describeInBrowser, signUp, useJourney } from './harness/browser';

const eventually = <T>(read: () => T | Promise<T>, timeout = 20_000) => expect.poll(read, { timeout });
const SHOTS = '/tmp/shots-admin';
const ADMIN = 'chief@example.com';

/** The operator's console: find a member, give them a plan, disable them, close sign-up, read the audit log. */
describeInBrowser('Admin console', () => {
  const journey = useJourney({ ADMIN_EMAILS: ADMIN });
  beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
  const shoot = (page: Page, name: string) =>
    page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

  /** The admin signs up on the first run (verifying the address: admin rights need it), then signs in. */
  async function signInAdmin(context: BrowserContext) {
    const signedIn = await context.request.post(`${journey.server.url}/api/login`, {
      data: { email: ADMIN, password: 'correct horse battery' },
    });
    if (signedIn.status() !== 200)
      await signUp(context, journey.server.url, { email: ADMIN, firstName: 'Chief' }, journey.server);
  }

  for (const [size, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const)
    it(`finds a member, gives a plan, disables the account and closes sign-up (${size})`, async () => {
      const memberSide = await journey.newPage({ viewport });
      const member = await signUp(memberSide.context, journey.server.url, {
        firstName: 'Marigold',
        lastName: `Reyes${size}`,
      });
      const { page, context, consoleErrors } = await journey.newPage({ viewport });
      await signInAdmin(context);

      await page.goto('/admin/community');
      await eventually(() => new URL(page.url()).search).toBe('?tab=stories');
      await page.getByRole('link', { name: 'Members' }).click();
      await page.getByLabel('E-mail or name').fill(`reyes${size}`);
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('button', { name: new RegExp(`Marigold Reyes${size}`) }).click();
      await eventually(() => page.getByText(member.email).first().isVisible()).toBe(true);

      await page.getByLabel('Reason (kept in the audit log)').fill('Speaker at our retreat');
      await page.getByLabel('Plan', { exact: true }).selectOption('premium');
      await page.getByLabel('Last day (UTC, optional)').fill('2099-12-31');
      await page.getByRole('button', { name: 'Give plan' }).click();
      await eventually(() => page.getByText(/Premium, through 31 Dec 2099/).isVisible()).toBe(true);
      await shoot(page, `member-${size}`);

      const status = await memberSide.context.request.get(`${journey.server.url}/api/subscription-status`);
      expect(await status.json()).toMatchObject({ tier: 'premium', givenByTeam: { until: '2099-12-31' } });

      await memberSide.page.goto('/profile');
      await eventually(() =>
        memberSide.page.getByText('Your Premium plan was given by the team').isVisible(),
      ).toBe(true);
      await shoot(memberSide.page, `profile-given-plan-${size}`);

      await page.getByLabel('Reason (kept in the audit log)').fill('Spam in the community');
      await page.getByRole('button', { name: 'Disable account' }).click();
      await eventually(() => page.getByRole('button', { name: 'Enable account' }).isVisible()).toBe(true);
      expect((await memberSide.context.request.get(`${journey.server.url}/api/user`)).status()).toBe(401);

      await page.getByRole('link', { name: 'Sign-up' }).click();
      await page.getByRole('radio', { name: /Invite only/ }).click();
      await eventually(() =>
        page.getByRole('radio', { name: /Invite only/ }).getAttribute('aria-checked'),
      ).toBe('true');
      await page.getByRole('button', { name: 'Create invitation link' }).click();
      const link = page.getByLabel('New invitation link');
      await eventually(() => link.inputValue()).toMatch(/\/api\/login\?invitation=/);
      await shoot(page, `signup-${size}`);
      await page.getByRole('radio', { name: /Open/ }).click();
      await eventually(() => page.getByRole('radio', { name: /Open/ }).getAttribute('aria-checked')).toBe(
        'true',
      );

      await page.getByRole('link', { name: 'Audit log' }).click();
      await eventually(() => page.getByText('Disabled an account').first().isVisible()).toBe(true);
      await expect.poll(() => page.getByText(`member ${member.email}`).count()).toBeGreaterThanOrEqual(2);
      await shoot(page, `audit-${size}`);

      await page.getByRole('link', { name: 'Jobs' }).click();
      await eventually(() => page.getByText('No failed jobs').isVisible()).toBe(true);
      await shoot(page, `jobs-${size}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
      expect(consoleErrors).toEqual([]);
    });
});
