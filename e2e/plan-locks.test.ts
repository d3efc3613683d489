import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DESKTOP, PHONE, describeInBrowser, signUp, useJourney } from './harness/browser';
import { seriousAxeViolations, unexpectedConsoleErrors } from './harness/page-checks';

const SHOTS = '/tmp/shots-locks';
const SIZES = [
  ['1280', DESKTOP],
  ['390', PHONE],
] as const;

const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/** The accessible name of the focused element, to see where focus went back to. */
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

/**
 * Opens the upgrade sheet from `button` by keyboard, checks its plan, price and link, that Tab stays
 * inside it, and that Escape closes it and gives focus back to the button.
 */
async function checkSheet(page: Page, button: Locator, title: string, price: string) {
  await button.focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: title });
  await sheet.waitFor();
  await sheet.getByText(price, { exact: false }).waitFor();
  expect(await sheet.getByRole('link', { name: 'See plans and prices' }).getAttribute('href')).toBe(
    '/pricing',
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
  for (let step = 0; step < 4; step += 1) {
    await page.keyboard.press('Tab');
    expect(await sheet.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await sheet.waitFor({ state: 'detached' });
  await expect.poll(() => button.evaluate((node) => node === document.activeElement)).toBe(true);
  return sheet;
}

/** A locked action's accessible name: its label, then the plan that unlocks it. */
const locked = (label: string, plan: string) => new RegExp(`^${label}\\s*, locked: included in\\s*${plan}$`);

describeInBrowser('locks before effort, plan limits on', () => {
  const journey = useJourney({ ENFORCE_PLAN_LIMITS: 'true' });

  it.each(SIZES)(
    'at %s px, a Free member sees each lock and its plan before any form, and one sheet instead of it',
    async (size, viewport) => {
      mkdirSync(SHOTS, { recursive: true });
      const { context, page, consoleErrors } = await journey.newPage({ viewport });
      await signUp(context, journey.server.url);
      const refused: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 402) refused.push(response.url());
      });

      // A habit: the button says it is locked and which plan unlocks it; no form ever opens.
      await page.goto('/wealth-habits');
      const addHabit = page.getByRole('button', { name: locked('Add Habit', 'Pro') }).first();
      await addHabit.waitFor();
      await shoot(page, `habits-locked-${size}`);
      await checkSheet(page, addHabit, 'Wealth habits tracking is part of Pro', '$19/month');
      await addHabit.click();
      const sheet = page.getByRole('dialog', { name: 'Wealth habits tracking is part of Pro' });
      await sheet.getByText('Wealth habits tracking is not included in your Free plan.').waitFor();
      await sheet.getByText('Guided programs').waitFor();
      await shoot(page, `habits-sheet-${size}`);
      expect(await page.getByLabel('Title', { exact: true }).count()).toBe(0);
      await sheet.getByRole('link', { name: 'See plans and prices' }).click();
      await page.waitForURL('**/pricing');

      // A story.
      await page.goto('/community');
      const share = page.getByRole('button', { name: locked('Share Your Story', 'Pro') }).first();
      await checkSheet(page, share, 'Success story sharing is part of Pro', '$19/month');
      await shoot(page, `community-locked-${size}`);

      // Goals: the first is open, the second shows its lock.
      await page.goto('/goals');
      await page.getByRole('button', { name: 'Set Your First Goal', exact: true }).waitFor();
      const goal = await context.request.post(`${journey.server.url}/api/quantum-goals`, {
        data: { title: 'Own my home', manifestationDate: '2030-01-01' },
      });
      expect(goal.status()).toBe(201);
      await page.reload();
      const newGoal = page.getByRole('button', { name: locked('New Goal', 'Pro') });
      const goalSheet = await checkSheet(page, newGoal, 'More goals come with Pro', '$19/month');
      await newGoal.click();
      await goalSheet
        .getByText('Your Free plan includes 1 quantum goal. Upgrade to Pro for up to 5 goals.')
        .waitFor();
      expect(await page.getByLabel('Goal title').count()).toBe(0);
      await shoot(page, `goals-sheet-${size}`);
      await page.keyboard.press('Escape');

      // A Pro program: its start button is locked too.
      const programs = (await (await context.request.get(`${journey.server.url}/api/programs`)).json()) as {
        id: string;
        locked: boolean;
      }[];
      const lockedProgram = programs.find((program) => program.locked);
      expect(lockedProgram).toBeDefined();
      await page.goto(`/programs/${lockedProgram?.id ?? ''}`);
      const start = page.getByRole('button', { name: locked('Start program', 'Pro') });
      await checkSheet(page, start, 'Guided programs is part of Pro', '$19/month');
      await shoot(page, `program-locked-${size}`);

      // Pages the plan lacks: a preview and the sheet, and no request the server would refuse.
      for (const [path, title, feature] of [
        ['/coach', 'Your Coach', 'Personalized AI coaching'],
        ['/insights', 'Insights', 'Advanced analytics'],
      ] as const) {
        await page.goto(path);
        await page.getByRole('heading', { name: title, level: 1 }).waitFor();
        await page.getByText('Part of Premium, $49/month').waitFor();
        await shoot(page, `${path.slice(1)}-preview-${size}`);
        const open = page.getByRole('button', { name: 'See what Premium adds' });
        await checkSheet(page, open, `${feature} is part of Premium`, '$49/month');
        await open.click();
        await shoot(page, `${path.slice(1)}-sheet-${size}`);
        await page.keyboard.press('Escape');
      }
      expect(await page.getByLabel('Message your coach').count()).toBe(0);

      expect(refused).toEqual([]);
      expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]);
      await expect.poll(() => focusedText(page)).toContain('See what Premium adds');

      // The server is still the authority.
      const habit = await context.request.post(`${journey.server.url}/api/wealth-habits`, {
        data: { title: 'Review my spending' },
      });
      expect(habit.status()).toBe(402);
      const coach = await context.request.get(`${journey.server.url}/api/coach/messages`);
      expect(coach.status()).toBe(402);
    },
  );
});

describeInBrowser('locks before effort, plan limits off', () => {
  const journey = useJourney();

  it.each(SIZES)(
    'at %s px, locks nothing for a Free member where limits do not apply',
    async (size, viewport) => {
      mkdirSync(SHOTS, { recursive: true });
      const { context, page, consoleErrors } = await journey.newPage({ viewport });
      await signUp(context, journey.server.url);

      await page.goto('/wealth-habits');
      await page.getByRole('button', { name: 'Add Habit', exact: true }).first().click();
      const form = page.getByRole('dialog', { name: 'Add a Wealth Habit' });
      await form.getByLabel('Title', { exact: true }).waitFor();
      await page.keyboard.press('Escape');

      await page.goto('/community');
      await page.getByRole('button', { name: 'Share Your Story', exact: true }).first().waitFor();

      await page.goto('/coach');
      await page.getByLabel('Message your coach').waitFor();
      expect(await page.getByText('Part of Premium', { exact: false }).count()).toBe(0);

      await page.goto('/insights');
      await page.getByRole('heading', { name: 'Insights', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Charts' }).waitFor();
      expect(await page.getByText('Part of Premium', { exact: false }).count()).toBe(0);
      await shoot(page, `insights-unlocked-${size}`);

      expect(await page.getByText('locked: included in', { exact: false }).count()).toBe(0);
      expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]);
    },
  );
});
