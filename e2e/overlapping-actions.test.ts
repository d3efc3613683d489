import type { BrowserContext, Page, Route } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, signUp, useJourney } from './harness/browser';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every toast title raised from now on, in order. Only one toast is on screen at a time, so a toast
 * replaced by a later one is only seen by watching the region as it changes.
 */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    Reflect.set(window, '__toasts', seen);
    const record = (node: Node) => {
      if (!(node instanceof HTMLElement)) return;
      const items = node.matches('li') ? [node] : [...node.querySelectorAll('li')];
      for (const item of items)
        if (item.closest('[aria-label^="Notifications"]')) seen.push(item.innerText.split('\n')[0] ?? '');
    };
    new MutationObserver((changes) => {
      for (const change of changes) change.addedNodes.forEach(record);
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => {
      const seen: unknown = Reflect.get(window, '__toasts');
      return Array.isArray(seen) ? seen.map(String) : [];
    });
}

/** Holds the answers for the first `slowId` request longer than the others. */
async function delayFirst(page: Page, pattern: string, method: string, slowId: string) {
  await page.route(pattern, async (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    await wait(route.request().url().includes(slowId) ? 1_500 : 200);
    return route.fallback();
  });
}

async function post(context: BrowserContext, url: string, data: Record<string, unknown>) {
  const response = await context.request.post(url, { data });
  if (!response.ok()) throw new Error(`${url}: ${response.status()} ${await response.text()}`);
  const body: unknown = await response.json();
  return body && typeof body === 'object' && 'id' in body ? String(body.id) : '';
}

const STORY = 'Twenty minutes of meditation every evening brought a calm I had not felt in years.';

describeInBrowser('overlapping actions each get their own toast', () => {
  const journey = useJourney({ ADMIN_EMAILS: 'overlap-mod@example.com' });

  it('an admin verifies one story and hides another before the first answer', async () => {
    const author = await journey.newPage();
    await signUp(author.context, journey.server.url, {}, journey.server);
    const url = `${journey.server.url}/api/success-stories`;
    const slowId = await post(author.context, url, {
      title: 'Calm returned',
      content: STORY,
      manifestationType: 'health',
    });
    await post(author.context, url, { title: 'A new role', content: STORY, manifestationType: 'career' });

    const { context, page } = await journey.newPage();
    await signUp(context, journey.server.url, { email: 'overlap-mod@example.com' }, journey.server);
    await page.goto('/community');
    const card = (title: string) => page.locator('article').filter({ hasText: title });
    await card('A new role').waitFor();
    const toasts = await recordToasts(page);
    await delayFirst(page, '**/api/success-stories/*', 'PATCH', slowId);

    await card('Calm returned')
      .getByRole('button', { name: /^Options for/ })
      .click();
    await page.getByRole('menuitem', { name: 'Verify story' }).click();
    await card('A new role')
      .getByRole('button', { name: /^Options for/ })
      .click();
    await page.getByRole('menuitem', { name: 'Hide story' }).click();

    await card('Calm returned').getByText('Verified', { exact: true }).waitFor();
    await expect.poll(() => toasts()).toEqual(['Story Hidden', 'Story Verified']);
  });

  it('archiving two habits in quick succession says so twice', async () => {
    const { context, page } = await journey.newPage();
    await signUp(context, journey.server.url);
    const url = `${journey.server.url}/api/wealth-habits`;
    const slowId = await post(context, url, { title: 'Review spending' });
    await post(context, url, { title: 'Read one finance chapter' });
    await page.goto('/wealth-habits');
    await page.getByRole('button', { name: 'Read one finance chapter', exact: true }).waitFor();
    const toasts = await recordToasts(page);
    await delayFirst(page, '**/api/wealth-habits/*', 'PATCH', slowId);

    for (const title of ['Review spending', 'Read one finance chapter']) {
      await page.getByRole('button', { name: `Options for ${title}` }).click();
      await page.getByRole('menuitem', { name: 'Archive' }).click();
    }
    await page.getByRole('button', { name: 'Archived habits (2)' }).waitFor();
    await expect.poll(() => toasts()).toEqual(['Habit Archived', 'Habit Archived']);
  });
});
