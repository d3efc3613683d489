import type { BrowserContext, Page } from 'playwright-core';
import { expect, it, onTestFinished } from 'vitest';
import { STORY_MESSAGES, STORY_TEXTS } from '#domain/community/community';
import { PHONE, describeInBrowser, signUp, useJourney } from './harness/browser';
import { hasHorizontalOverflow, seriousAxeViolations } from './harness/page-checks';

const STORY_CONTENT =
  'Every night for ninety days I scripted my ideal workday, and the promotion arrived before the quarter ended.';

async function shareViaApi(context: BrowserContext, baseUrl: string, data: Record<string, unknown>) {
  const response = await context.request.post(`${baseUrl}/api/success-stories`, { data });
  if (response.status() !== 201)
    throw new Error(`share failed: ${response.status()} ${await response.text()}`);
}

const card = (page: Page, title: string) => page.locator('article').filter({ hasText: title });
const visibleTitles = (page: Page) => page.locator('article h2').allTextContents();

describeInBrowser('community stories', () => {
  const journey = useJourney({ ADMIN_EMAILS: 'mod@example.com' });

  it('shares a story with a custom technique, finds it, likes it and filters by category', async () => {
    const { context, page, consoleErrors } = await journey.newPage();
    await signUp(context, journey.server.url, {}, journey.server);
    await page.goto('/community');
    await page.getByText(STORY_TEXTS.beFirst).waitFor();

    await page.getByRole('button', { name: 'Share Your Story' }).first().click();
    await page.getByRole('button', { name: 'Share Story' }).click();
    await page.getByText(STORY_MESSAGES.titleShort).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.getByText(STORY_MESSAGES.contentShort).isVisible()).toBe(true);

    await page.getByLabel('Story Title').fill('Promoted to engineering lead');
    await page.getByText('Career', { exact: true }).click();
    await page.getByLabel('Your Story').fill(STORY_CONTENT);
    await page.getByLabel('Amount Achieved in USD (optional)').fill('15000');
    await page.getByLabel('Timeframe (optional)').fill('3 months');
    await page.getByRole('button', { name: 'Scripting' }).click();
    const custom = page.getByLabel('Add your own technique');
    const add = page.getByRole('button', { name: 'Add', exact: true });
    expect(await add.isDisabled()).toBe(true);
    await custom.fill('   ');
    expect(await add.isDisabled()).toBe(true);
    await custom.fill('  Morning pages  ');
    await custom.press('Enter');
    await custom.fill('morning pages');
    await add.click();
    expect(
      await page.getByRole('list', { name: 'Your techniques' }).getByRole('listitem').allTextContents(),
    ).toEqual(['Morning pages']);
    await page.getByRole('button', { name: 'Share Story' }).click();
    await page.getByText(STORY_TEXTS.shared.title, { exact: true }).waitFor();
    const shared = card(page, 'Promoted to engineering lead');
    await shared.waitFor();
    expect(await shared.getByRole('listitem').allTextContents()).toEqual(['Scripting', 'Morning pages']);
    expect(await shared.textContent()).toContain('$15,000');

    await shareViaApi(context, journey.server.url, {
      title: 'Debt free in one year',
      content: 'Gratitude each morning and a written plan paid off the last of my credit cards this spring.',
      manifestationType: 'wealth',
    });
    await page.reload();
    await card(page, 'Debt free in one year').waitFor();
    // Two columns on a desktop: the first two cards sit side by side.
    const [left, right] = await Promise.all([0, 1].map((i) => page.locator('article').nth(i).boundingBox()));
    expect(left?.y).toBe(right?.y);
    expect(right?.x).toBeGreaterThan(left?.x ?? Infinity);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('searchbox', { name: 'Search stories' }).fill('ENGINEERING');
    await page.getByText('Showing 1 of 2 stories').waitFor();
    expect(await visibleTitles(page)).toEqual(['Promoted to engineering lead']);

    await shared.getByRole('button', { name: /^Like / }).click();
    await page.getByText(STORY_TEXTS.liked.title, { exact: true }).waitFor();
    const liked = shared.getByRole('button', { name: /^Liked / });
    expect(await liked.textContent()).toBe('Liked');
    expect(await liked.isDisabled()).toBe(true);
    expect(await shared.getByTestId('like-count').textContent()).toBe('1 like');

    await page.getByRole('searchbox', { name: 'Search stories' }).fill('');
    await page
      .getByRole('group', { name: 'Filter by category' })
      .getByRole('button', { name: 'Wealth' })
      .click();
    await page.getByText('Showing 1 of 2 stories').waitFor();
    await expect.poll(() => visibleTitles(page)).toEqual(['Debt free in one year']);
    await page
      .getByRole('group', { name: 'Filter by category' })
      .getByRole('button', { name: 'Health' })
      .click();
    await page.getByText(STORY_TEXTS.noMatches).waitFor();
    expect(await page.getByText('Showing 0 of 2 stories').isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it('shows HTML in a story as text and never runs it', async () => {
    const { context, page, consoleErrors } = await journey.newPage();
    await signUp(context, journey.server.url, {}, journey.server);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const title = '<script>window.__ran = true</script>';
    const content =
      '<img src=x onerror="window.__ran = true"> <b>bold?</b> This text must appear exactly as typed.';
    await shareViaApi(context, journey.server.url, { title, content, manifestationType: 'spiritual' });
    await page.goto('/community');
    const story = card(page, title);
    await story.waitFor();
    expect(await story.locator('h2').textContent()).toBe(title);
    expect(await story.getByText(content).isVisible()).toBe(true);
    expect(await story.locator('img, b, script').count()).toBe(0);
    expect(await page.evaluate(() => 'window.__ran' in window || Reflect.get(window, '__ran') === true)).toBe(
      false,
    );
    expect(dialogs).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('shows 4 skeletons while loading, the load error, and the share error toast', async () => {
    // Requests a service worker answers are invisible to page.route, so this page runs without one.
    const context = await journey.browser.newContext({
      viewport: PHONE,
      baseURL: journey.server.url,
      serviceWorkers: 'block',
    });
    onTestFinished(() => context.close());
    const page = await context.newPage();
    await signUp(context, journey.server.url, {}, journey.server);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/success-stories', async (route) => {
      await held;
      await route.fulfill({ status: 500, json: { message: 'Internal Server Error' } });
    });
    await page.goto('/community');
    await page.getByTestId('story-skeleton').first().waitFor();
    expect(await page.getByTestId('story-skeleton').count()).toBe(4);
    release();
    await page.getByText(STORY_TEXTS.loadFailed).waitFor();

    await page.unroute('**/api/success-stories');
    let answerPost: () => void = () => undefined;
    const postHeld = new Promise<void>((resolve) => (answerPost = resolve));
    await page.route('**/api/success-stories', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await postHeld;
      return route.fulfill({ status: 500, json: { message: 'boom' } });
    });
    for (const title of ['First phone story', 'Second phone story']) {
      await shareViaApi(context, journey.server.url, {
        title,
        content: STORY_CONTENT,
        manifestationType: 'career',
      });
    }
    await page.getByRole('button', { name: 'Try Again' }).click();
    await card(page, 'Second phone story').waitFor();
    // One column on a phone: the cards stack.
    const [upper, lower] = await Promise.all([0, 1].map((i) => page.locator('article').nth(i).boundingBox()));
    expect(upper?.x).toBe(lower?.x);
    expect(lower?.y).toBeGreaterThan(upper?.y ?? Infinity);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.getByRole('button', { name: 'Share Your Story' }).first().click();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.getByLabel('Story Title').fill('A story that fails to send');
    await page.getByLabel('Your Story').fill(STORY_CONTENT);
    await page.getByRole('button', { name: 'Share Story' }).click();
    const sharing = page.getByRole('button', { name: STORY_TEXTS.sharing });
    await sharing.waitFor();
    expect(await sharing.isDisabled()).toBe(true);
    // Leaving mid-send would drop the form while its request still lands.
    expect(await page.getByRole('button', { name: 'Back to stories' }).isDisabled()).toBe(true);
    answerPost();
    await page.getByText(STORY_TEXTS.shareFailed.description, { exact: true }).waitFor();
    expect(await page.getByText(STORY_TEXTS.shareFailed.title, { exact: true }).isVisible()).toBe(true);
    // The form stays open with what was typed, so nothing is lost.
    expect(await page.getByLabel('Story Title').inputValue()).toBe('A story that fails to send');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('searchbox', { name: 'Search stories' }).waitFor();
  });

  it('lets an admin verify and hide a story, and the author edit it', async () => {
    const author = await journey.newPage();
    await signUp(author.context, journey.server.url, {}, journey.server);
    await shareViaApi(author.context, journey.server.url, {
      title: 'Healed through daily meditation',
      content: 'Twenty minutes of meditation every evening brought my blood pressure back to normal.',
      manifestationType: 'health',
    });
    const { context, page } = await journey.newPage();
    await signUp(context, journey.server.url, { email: 'mod@example.com' }, journey.server);
    await page.goto('/community');
    const story = card(page, 'Healed through daily meditation');
    await story.getByRole('button', { name: /^Options for/ }).click();
    await page.getByRole('menuitem', { name: 'Verify story' }).click();
    await page.getByText('Story Verified', { exact: true }).waitFor();
    await story.getByText('Verified', { exact: true }).waitFor();
    await story.getByRole('button', { name: /^Options for/ }).click();
    await page.getByRole('menuitem', { name: 'Hide story' }).click();
    await story.getByText('Hidden', { exact: true }).waitFor();

    await author.page.goto('/community');
    const own = card(author.page, 'Healed through daily meditation');
    await own.getByText('Hidden by an admin').waitFor();
    await own.getByRole('button', { name: /^Options for/ }).click();
    await author.page.getByRole('menuitem', { name: 'Edit story' }).click();
    await author.page.getByLabel('Story Title').fill('Healed through evening meditation');
    await author.page.getByRole('button', { name: 'Save Changes' }).click();
    await card(author.page, 'Healed through evening meditation').waitFor();
  });
});
