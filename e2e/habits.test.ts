import type { Page } from 'playwright-core';
import { expect, it, onTestFinished } from 'vitest';
import { describeInBrowser, PHONE, signUp, useJourney } from './harness/browser';

// Noon UTC today: far from midnight, so "today" cannot change halfway through a journey.
const noonToday = () => new Date(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`);

// Machines running CI are shared and slow: give each expectation time to come true.
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

const card = (page: Page, title: string) => page.getByRole('button', { name: title, exact: true });
const cardOf = (page: Page, title: string) => page.getByRole('listitem').filter({ has: card(page, title) });
const pressed = (page: Page, title: string) => card(page, title).getAttribute('aria-pressed');
const visible = (page: Page, text: string) => page.getByText(text, { exact: true }).first().isVisible();

async function addHabit(
  page: Page,
  title: string,
  fields: { category?: string; target?: string; doubleClick?: boolean } = {},
) {
  await page.getByRole('button', { name: 'Add Habit' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a Wealth Habit' });
  await dialog.getByLabel('Title').fill(title);
  if (fields.category) await dialog.getByLabel('Category').selectOption({ label: fields.category });
  if (fields.target) await dialog.getByLabel('Target (optional)').fill(fields.target);
  const save = dialog.getByRole('button', { name: 'Save Habit' });
  await (fields.doubleClick ? save.dblclick() : save.click());
  await poll(() => dialog.isVisible()).toBe(false);
  await poll(() => card(page, title).isVisible()).toBe(true);
}

describeInBrowser('wealth habits', () => {
  const journey = useJourney();

  it('adds a habit, ticks today and yesterday for a 2-day streak, shows analytics and filters', async () => {
    const { context, page, consoleErrors } = await journey.newPage();
    await page.clock.setFixedTime(noonToday());
    await signUp(context, journey.server.url);
    const analyticsCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/wealth-habits/analytics')) analyticsCalls.push(request.url());
    });
    await page.goto('/wealth-habits');
    await poll(() => visible(page, 'Start your first wealth habit')).toBe(true);

    // docs/habits.md: a blank title disables saving; defaults are financial and daily.
    await page.getByRole('button', { name: 'Add Habit' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add a Wealth Habit' });
    const save = dialog.getByRole('button', { name: 'Save Habit' });
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByLabel('Title').fill('   ');
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByLabel('Title').press('Enter');
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel('Category').inputValue()).toBe('financial');
    expect(await dialog.getByLabel('Frequency').inputValue()).toBe('daily');
    await page.keyboard.press('Escape');

    // A double click sends twice before the button can disable: one habit is made.
    await addHabit(page, 'Review every expense', { target: '50', doubleClick: true });
    await poll(() => visible(page, 'Habit Added!')).toBe(true);
    const habits = await (await context.request.get(`${journey.server.url}/api/wealth-habits`)).json();
    expect(habits).toHaveLength(1);
    expect(await pressed(page, 'Review every expense')).toBe('false');
    await poll(() => cardOf(page, 'Review every expense').textContent()).toContain('Target: 50');

    await card(page, 'Review every expense').click();
    await poll(() => pressed(page, 'Review every expense')).toBe('true');
    await poll(() => visible(page, 'Habit Updated!')).toBe(true);
    await poll(() => cardOf(page, 'Review every expense').textContent()).toContain('1day streak');

    await page.getByRole('button', { name: 'Previous day' }).click();
    await poll(() => pressed(page, 'Review every expense')).toBe('false');
    await poll(() => card(page, 'Review every expense').getAttribute('aria-disabled')).toBe(null);
    await card(page, 'Review every expense').click();
    await poll(() => pressed(page, 'Review every expense')).toBe('true');
    await poll(() => cardOf(page, 'Review every expense').textContent()).toContain('2day streak');
    // The heatmap ends on the selected date: today's tick shows once the date is today again.
    const heatmap = (done: number) =>
      page.getByRole('img', { name: new RegExp(`^Last 12 weeks: done on ${done} of \\d+ days$`) });
    await poll(() => heatmap(1).count()).toBe(1);
    await page.getByRole('button', { name: 'Today', exact: true }).click();
    await poll(() => heatmap(2).count()).toBe(1);
    expect(await pressed(page, 'Review every expense')).toBe('true');
    await poll(() => cardOf(page, 'Review every expense').textContent()).toContain('2day streak');

    expect(analyticsCalls).toEqual([]);
    await page.getByRole('button', { name: 'Show Analytics' }).click();
    const panel = page.getByRole('region', { name: 'Habit analytics' });
    await poll(() => panel.textContent()).toContain('Weekly Completion100%');
    const text = await panel.textContent();
    expect(text).toContain('Total Habits1');
    expect(text).toContain('Average Streak2');
    expect(text).toContain('Best CategoryFinancial Actions');
    expect(analyticsCalls.length).toBeGreaterThan(0);

    await addHabit(page, 'Affirm abundance', { category: 'Mindset Shifts' });
    await poll(() => panel.textContent()).toContain('Total Habits2');
    await page.getByRole('button', { name: 'Add Habit' }).first().click();
    expect(await dialog.getByLabel('Title').inputValue()).toBe('');
    expect(await dialog.getByLabel('Category').inputValue()).toBe('financial');
    await page.keyboard.press('Escape');

    const filters = page.getByRole('group', { name: 'Filter by category' });
    expect(await filters.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    await filters.getByRole('button', { name: 'Mindset Shifts' }).click();
    await poll(() => card(page, 'Review every expense').count()).toBe(0);
    expect(await card(page, 'Affirm abundance').isVisible()).toBe(true);
    await filters.getByRole('button', { name: 'Financial Actions' }).click();
    await poll(() => card(page, 'Affirm abundance').count()).toBe(0);
    expect(await card(page, 'Review every expense').isVisible()).toBe(true);
    await filters.getByRole('button', { name: 'Business Building' }).click();
    await poll(() => visible(page, 'Show all habits')).toBe(true);
    await page.getByRole('button', { name: 'Show all habits' }).click();
    await poll(() => card(page, 'Affirm abundance').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Hide Analytics' }).click();
    await poll(() => panel.count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it('toggles from the keyboard, reverts a failed toggle with the spec toast, and archives from the menu', async () => {
    const { context, page } = await journey.newPage({ viewport: PHONE });
    await page.clock.setFixedTime(noonToday());
    await signUp(context, journey.server.url);
    await page.goto('/wealth-habits');
    await poll(() => visible(page, 'Start your first wealth habit')).toBe(true);
    await addHabit(page, 'Call a mentor', { category: 'Network Expansion' });

    await card(page, 'Call a mentor').focus();
    await page.keyboard.press('Enter');
    await poll(() => pressed(page, 'Call a mentor')).toBe('true');
    await poll(() => card(page, 'Call a mentor').getAttribute('aria-disabled')).toBe(null);
    await page.keyboard.press('Space');
    await poll(() => pressed(page, 'Call a mentor')).toBe('false');
    await poll(() => card(page, 'Call a mentor').getAttribute('aria-disabled')).toBe(null);

    await page.route('**/toggle*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await card(page, 'Call a mentor').click();
    await poll(() => visible(page, 'Failed to update habit. Please try again.')).toBe(true);
    await poll(() => pressed(page, 'Call a mentor')).toBe('false');
    await page.unroute('**/toggle*');

    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);

    await page.getByRole('button', { name: 'Options for Call a mentor' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Habit' });
    expect(await edit.getByLabel('Frequency').isDisabled()).toBe(true);
    await edit.getByLabel('Title').fill('Call two mentors');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await poll(() => card(page, 'Call two mentors').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Options for Call two mentors' }).click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await poll(() => card(page, 'Call two mentors').count()).toBe(0);
    await page.getByRole('button', { name: 'Archived habits (1)' }).click();
    // An archived habit's notes stay readable and editable in the archived list.
    const archivedList = page.locator('#archived-habits');
    const noteBox = archivedList.getByLabel(/^Note for Call two mentors on /);
    await archivedList.getByRole('button', { name: /^Add a note for / }).click();
    await noteBox.fill('Left a message for Dana');
    await archivedList.getByRole('button', { name: 'Save note' }).click();
    await poll(() => archivedList.getByText('Left a message for Dana').isVisible()).toBe(true);
    await archivedList.getByRole('button', { name: 'Edit note' }).click();
    await noteBox.fill('Dana called back');
    await archivedList.getByRole('button', { name: 'Save note' }).click();
    await poll(() => archivedList.getByText('Dana called back').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Restore Call two mentors' }).click();
    await poll(() => card(page, 'Call two mentors').isVisible()).toBe(true);
  });

  it('moves on to the new day when midnight passes with the page open', async () => {
    // The browser's zone is pinned so the member's day (stored zone UTC) and the clock agree.
    const context = await journey.browser.newContext({ baseURL: journey.server.url, timezoneId: 'UTC' });
    onTestFinished(() => context.close());
    const page = await context.newPage();
    await signUp(context, journey.server.url);
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    // One minute before the real today begins, so both days are ones the server will list.
    await page.clock.install({ time: new Date(`${today}T00:00:00Z`).getTime() - 60_000 });
    await page.goto('/wealth-habits');
    const selected = page.getByLabel('Selected date');
    await poll(() => selected.inputValue()).toBe(yesterday);
    expect(await page.getByRole('button', { name: 'Next day' }).isDisabled()).toBe(true);

    await page.clock.runFor(2 * 60_000);
    await poll(() => selected.inputValue()).toBe(today);
    expect(await page.getByRole('button', { name: 'Previous day' }).isEnabled()).toBe(true);
    await poll(() => visible(page, 'Start your first wealth habit')).toBe(true);
  });
});
