import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '#server/test-support/stripe/fake-stripe';
import { TEST_PRICES, paymentsEnv } from '#server/test-support/stripe/payments-test-kit';
import { describeInBrowser, signUp, useJourney } from './harness/browser';

/** Polls generously: this machine is shared, and a page can take seconds to settle. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

/**
 * The subscribe flow against the app with Stripe configured, the API served by the local fake. The
 * card form itself needs js.stripe.com, so these journeys cover the states that need no card.
 */
describeInBrowser('subscribe with Stripe configured', () => {
  let fake: FakeStripe;
  const env: Record<string, string> = {};
  // Registered before useJourney's own hook, so the server starts with the fake's address.
  beforeAll(async () => {
    fake = await startFakeStripe();
    Object.assign(env, paymentsEnv(fake));
  });
  afterAll(() => fake.close());
  const journey = useJourney(env);
  beforeEach(() => {
    Object.assign(fake.behaviour, {
      newSubscriptionStatus: 'active',
      omitPaymentSecret: false,
      failWith: null,
    });
  });

  /**
   * Opens /subscribe once without a priceId (which redirects to /pricing), so the page's code is
   * loaded, then freezes the page clock: redirect delays can then be stepped exactly.
   */
  async function warmAndFreeze(page: Page) {
    await page.clock.install();
    await page.goto('/subscribe?tier=pro');
    await page.waitForURL((url) => url.pathname === '/pricing');
    // Query results reach components through a zero-delay timer: let the payments config land
    // (the paid plans' buttons wait for it) before time stops.
    const pro = page.getByRole('article').filter({ hasText: 'Most Popular' }).getByRole('button');
    await eventually(() => pro.isEnabled()).toBe(true);
    await page.clock.pauseAt(new Date(Date.now() + 3_600_000));
  }

  const clientNavigate = (page: Page, path: string) =>
    page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);

  it('offers a Free member the dashboard upgrade banner, and /pricing carries no "nothing to buy" note', async () => {
    const { context, page } = await journey.newPage();
    await signUp(context, journey.server.url);
    await page.goto('/dashboard');
    const upgrade = page.getByRole('link', { name: 'Upgrade Now' });
    await eventually(() => upgrade.isVisible()).toBe(true);
    expect(await upgrade.getAttribute('href')).toBe('/pricing');
    await upgrade.click();
    await page.waitForURL((url) => url.pathname === '/pricing');
    await eventually(() => page.getByRole('article').count()).toBe(3);
    expect(await page.getByRole('note').count()).toBe(0);
  });

  it('subscribes without a payment due: Subscription Created, the dashboard after 1.5 s, then Current Plan and cancel', async () => {
    const { context, page } = await journey.newPage();
    await signUp(context, journey.server.url);
    await warmAndFreeze(page);
    const pro = page.getByRole('article').filter({ hasText: 'Most Popular' }).getByRole('button');
    await eventually(() => pro.isEnabled()).toBe(true);
    await pro.click();
    await page.waitForURL((url) => url.pathname === '/subscribe');
    const query = new URL(page.url()).searchParams;
    expect([query.get('tier'), query.get('priceId')]).toEqual(['pro', TEST_PRICES.pro]);

    await eventually(() => page.getByText('Subscription Created').isVisible()).toBe(true);
    await page.clock.runFor(1_400);
    expect(new URL(page.url()).pathname).toBe('/subscribe');
    await page.clock.runFor(200);
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '?subscription=success');
    await page.clock.resume();

    await page.goto('/pricing');
    const proCard = page.getByRole('article').filter({ hasText: 'Most Popular' });
    await eventually(() => proCard.getByRole('button').textContent()).toBe('Current Plan');
    expect(await page.getByRole('article').first().getByRole('button').textContent()).toBe('Get Started');
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel subscription' }).click();
    await eventually(() => page.getByText('Subscription Canceled').isVisible()).toBe(true);
    await eventually(() => page.getByText(/^Ends on /).isVisible()).toBe(true);
  });

  it('a Pro subscriber who opens the dashboard, then the sidebar Upgrade entry, sees Pro as the current plan (slow network)', async () => {
    const { context, page } = await journey.newPage({ serviceWorkers: 'block' });
    await signUp(context, journey.server.url);
    await page.goto(`/subscribe?tier=pro&priceId=${TEST_PRICES.pro}`);
    await eventually(() => page.getByText('Subscription Created').isVisible()).toBe(true);
    // Every answer about the plan arrives late, so /pricing renders from what the dashboard cached.
    await page.route('**/api/subscription-status', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/dashboard');
    await eventually(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    await page.waitForResponse((response) => response.url().endsWith('/api/subscription-status'));
    await page.getByRole('navigation').getByRole('link', { name: 'Upgrade' }).click();
    await page.waitForURL((url) => url.pathname === '/pricing');
    const proCard = page.getByRole('article').filter({ hasText: 'Most Popular' });
    await eventually(() => proCard.getByRole('button').textContent()).toBe('Current Plan');
  });

  it('toasts the server message for a price that is not offered and returns to pricing after 2 s', async () => {
    const { context, page } = await journey.newPage();
    await signUp(context, journey.server.url);
    await warmAndFreeze(page);
    await clientNavigate(page, '/subscribe?tier=pro&priceId=price_not_offered');
    await eventually(() => page.getByText('Subscription Setup Failed').isVisible()).toBe(true);
    expect(await page.getByText('priceId: is not one of the available plans').isVisible()).toBe(true);
    await page.clock.runFor(1_900);
    expect(new URL(page.url()).pathname).toBe('/subscribe');
    await page.clock.runFor(200);
    await page.waitForURL((url) => url.pathname === '/pricing');
  });

  it('reports a configuration error when Stripe returns nothing to pay', async () => {
    fake.behaviour.newSubscriptionStatus = 'incomplete';
    fake.behaviour.omitPaymentSecret = true;
    const { context, page } = await journey.newPage();
    await signUp(context, journey.server.url);
    await page.goto(`/subscribe?tier=premium&priceId=${TEST_PRICES.premium}`);
    await eventually(() => page.getByText('Configuration Error').isVisible()).toBe(true);
    await page.waitForURL((url) => url.pathname === '/pricing');
  });
});
