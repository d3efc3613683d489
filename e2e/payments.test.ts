import { expect, it } from 'vitest';
import { PRICING_NOTICE } from '#domain/payments/payments';
import { PHONE, describeInBrowser, signUp, useJourney } from './harness/browser';
import { hasHorizontalOverflow, seriousAxeViolations } from './harness/page-checks';

/** Polls generously: this machine is shared, and a page can take seconds to settle. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

describeInBrowser('pricing and subscribe without Stripe configured', () => {
  const journey = useJourney();

  it('shows the three plans; Free is the current plan and leads to the dashboard; a plan without a price only logs an error', async () => {
    const { context, page, consoleErrors } = await journey.newPage();
    await signUp(context, journey.server.url);
    await page.goto('/pricing');
    const plans = page.getByRole('article');
    await eventually(() => plans.count()).toBe(3);
    expect(await plans.nth(1).getByText('Most Popular').isVisible()).toBe(true);
    expect(await page.getByText('$19').isVisible()).toBe(true);
    expect(await page.getByText('$49').isVisible()).toBe(true);
    expect(await page.getByText('30-day money-back guarantee').isVisible()).toBe(true);
    expect(await page.getByText(/cancel anytime/).isVisible()).toBe(true);
    // Payments are off and so are the limits: the page says so before the plans.
    await eventually(() => page.getByRole('note').textContent()).toBe(PRICING_NOTICE.everythingIncluded);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const pro = plans.filter({ hasText: 'Pro' }).first().getByRole('button');
    await eventually(() => pro.isEnabled()).toBe(true);
    await pro.click();
    await eventually(() => consoleErrors.some((text) => text.includes('No Stripe price id'))).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/pricing');
    expect(await pro.textContent()).toBe('Get Started');

    const free = plans.filter({ hasText: 'Free' }).getByRole('button');
    expect(await free.textContent()).toBe('Current Plan');
    await free.click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });

  it('sends a subscribe visit without a priceId back to pricing with an Invalid Request toast', async () => {
    const { context, page } = await journey.newPage();
    await signUp(context, journey.server.url);
    await page.goto('/subscribe?tier=premium');
    await page.waitForURL((url) => url.pathname === '/pricing');
    await eventually(() => page.getByText('Invalid Request').isVisible()).toBe(true);
    // Exact: while it is announced, the toast's live region repeats the text inside a longer one.
    expect(
      await page.getByText('Please select a plan from the pricing page.', { exact: true }).isVisible(),
    ).toBe(true);
  });

  it('says the payment system is not configured', async () => {
    const { context, page } = await journey.newPage({ viewport: PHONE });
    await signUp(context, journey.server.url);
    const stripeRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('stripe.com')) stripeRequests.push(request.url());
    });
    await page.goto('/subscribe?tier=pro&priceId=price_anything');
    await eventually(() => page.getByText('Payment system is not configured.').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Subscribe to Pro' }).isVisible()).toBe(true);
    // Stripe.js is not fetched when there is no form to show.
    expect(stripeRequests).toEqual([]);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
