import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DESKTOP, describeInBrowser, PHONE, signUp, useJourney, skipOnboarding } from './harness/browser';
import { hasHorizontalOverflow, seriousAxeViolations, unexpectedConsoleErrors } from './harness/page-checks';

/** The sidebar in the spec's order, with what each page's heading must mention. */
const SIDEBAR: [label: string, path: string, heading: RegExp][] = [
  ['Dashboard', '/', /./],
  ['Meditation', '/meditate', /meditat/i],
  ['Quantum Goals', '/goals', /goal/i],
  ['Energy Tracker', '/energy', /energy/i],
  ['Affirmations', '/affirmations', /affirmation/i],
  ['Daily Rituals', '/rituals', /ritual/i],
  ['Wealth Habits', '/wealth-habits', /habit/i],
  ['Journal', '/journal', /journal/i],
  ['Cosmic Timing', '/astrology', /cosmic|astrolog/i],
  ['Community', '/community', /communit/i],
  ['Resources', '/resources', /resource/i],
  ['Programs', '/programs', /program/i],
  ['Coach', '/coach', /coach/i],
  ['Insights', '/insights', /insight/i],
  ['Upgrade', '/pricing', /Choose Your Path to Abundance/],
];

const pageHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

async function signedInPage(journey: ReturnType<typeof useJourney>, viewport = DESKTOP) {
  const opened = await journey.newPage({ viewport });
  await signUp(opened.context, journey.server.url, { firstName: 'Maya', lastName: 'Gold' });
  return opened;
}

describeInBrowser('signed-in shell', () => {
  const journey = useJourney();

  it('signs up on the built-in page, visits every sidebar route, stays signed in on reload, signs out', async () => {
    const { page, consoleErrors } = await journey.newPage();
    await page.goto('/');
    // A browser that has never signed in here opens on the create-account form.
    await page.getByRole('link', { name: 'Get Started' }).click();
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.getByLabel('First name').fill('Maya');
    await page.getByLabel('Last name').fill('Gold');
    await page.getByLabel('E-mail').fill(`maya-shell-${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('abundance-now');
    await page.getByRole('button', { name: 'Create account' }).click();
    await skipOnboarding(page);

    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    const nav = sidebar.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(SIDEBAR.map(([label]) => label));
    expect(await sidebar.getByText('Manifest Through Alignment').isVisible()).toBe(true);
    expect(await sidebar.getByText('Maya Gold').isVisible()).toBe(true);
    expect(await sidebar.getByText('Quantum Level 1').isVisible()).toBe(true);
    expect(await sidebar.getByText('0% to Level 2').isVisible()).toBe(true);
    expect(await sidebar.getByRole('progressbar', { name: 'Progress to Level 2' }).isVisible()).toBe(true);

    for (const [label, path, heading] of SIDEBAR) {
      await nav.getByRole('link', { name: label }).click();
      await page.waitForURL((url) => url.pathname === path);
      await expect.poll(async () => pageHeading(page).innerText()).toMatch(heading);
      expect(await nav.locator('[aria-current="page"]').allInnerTexts()).toEqual([label]);
      expect(await page.title()).toBe(`${label} · Abundance`);
    }

    await page.reload();
    await expect.poll(async () => pageHeading(page).innerText()).toMatch(/Choose Your Path to Abundance/);
    expect(await sidebar.getByText('Maya Gold').isVisible()).toBe(true);

    await sidebar.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Manifest Through Alignment' }).waitFor();
    await page.goto('/goals');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Manifest Through Alignment' }).waitFor();
    expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]);
  });

  it('redirects an unknown path to the dashboard at /, and shows the dashboard at /dashboard', async () => {
    const { page } = await signedInPage(journey);
    await page.goto('/no/such/page');
    await page.waitForURL((url) => url.pathname === '/');
    await pageHeading(page).waitFor();
    await page.goto('/dashboard');
    await pageHeading(page).waitFor();
    // The sidebar marks the page (the phone tab bar, hidden here, marks it as Today).
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    expect(await sidebar.locator('[aria-current="page"]').allInnerTexts()).toEqual(['Dashboard']);
  });

  it('on a phone the menu slides in, keeps focus inside, and closes with Escape, the close button or a choice', async () => {
    const { page } = await signedInPage(journey, PHONE);
    await page.goto('/energy');
    await pageHeading(page).waitFor();
    const header = page.getByRole('banner');
    expect(await header.getByText('Abundance').isVisible()).toBe(true);
    expect(await page.getByRole('complementary', { name: 'Sidebar' }).isVisible()).toBe(false);

    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Abundance menu' });
    await menuButton.click();
    await menu.waitFor();
    for (let step = 0; step < 20; step += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await menuButton.evaluate((button) => button === document.activeElement)).toBe(true);

    await menuButton.click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'detached' });

    await menuButton.click();
    await menu.getByRole('link', { name: 'Daily Rituals' }).click();
    await menu.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname === '/rituals');
    await expect.poll(async () => pageHeading(page).innerText()).toMatch(/ritual/i);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });

  it('closes the sliding menu when the window grows to the fixed-sidebar width', async () => {
    const { page } = await signedInPage(journey, PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').waitFor();
    await page.setViewportSize(DESKTOP);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const sidebarWidth = await page.getByRole('complementary', { name: 'Sidebar' }).evaluate((aside) => {
      const box = aside.getBoundingClientRect();
      return { width: box.width, position: getComputedStyle(aside).position };
    });
    expect(sidebarWidth).toEqual({ width: 272, position: 'fixed' });
  });

  it('offers a skip link as the first stop for keyboard users', async () => {
    const { page } = await signedInPage(journey);
    await page.goto('/goals');
    await pageHeading(page).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(new URL(page.url()).pathname).toBe('/goals');
  });

  it('has no serious accessibility violations on desktop, on a phone, and with the phone menu open', async () => {
    const desktop = await signedInPage(journey);
    await desktop.page.goto('/', { waitUntil: 'networkidle' });
    expect(await seriousAxeViolations(desktop.page)).toEqual([]);

    const phone = await signedInPage(journey, PHONE);
    await phone.page.goto('/', { waitUntil: 'networkidle' });
    expect(await seriousAxeViolations(phone.page)).toEqual([]);
    await phone.page.getByRole('button', { name: 'Open menu' }).click();
    await phone.page.getByRole('dialog').waitFor();
    await phone.page.waitForTimeout(300);
    expect(await seriousAxeViolations(phone.page)).toEqual([]);
  });

  it('never scrolls sideways from 360px to 1440px', async () => {
    const { page } = await signedInPage(journey, { width: 360, height: 900 });
    await page.goto('/', { waitUntil: 'networkidle' });
    for (const width of [360, 390, 768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await hasHorizontalOverflow(page), `${width}px`).toBe(false);
    }
  });
});
