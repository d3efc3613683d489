import { expect, it } from 'vitest';
import { describeInBrowser, signUp, useJourney } from './harness/browser';

describeInBrowser('quantum goals', () => {
  const journey = useJourney();

  it('validates the date, creates a goal and updates its progress from the card', async () => {
    const { context, page, consoleErrors } = await journey.newPage();
    await signUp(context, journey.server.url);
    await page.goto('/goals');

    await page.getByRole('button', { name: 'Set Your First Goal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Quantum Goal' });
    await dialog.getByLabel('Goal title').fill('Financial freedom');

    // No date at all.
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    // Toasts render in the notifications region. The modal dialog marks everything outside it
    // aria-hidden, so the region is found by its label rather than by role.
    const toasts = page.locator('[aria-label^="Notifications"]');
    await expect
      .poll(() => toasts.innerText())
      .toMatch(/Invalid Date\s+Please select a manifestation date\./);
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('Please select a manifestation date.');

    // A date the browser cannot read (only the month typed).
    await dialog.getByLabel('Manifestation date').click();
    await page.keyboard.type('02');
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('Please select a valid manifestation date.');
    await expect
      .poll(() => toasts.innerText())
      .toMatch(/Invalid Date\s+Please select a valid manifestation date\./);

    const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel('Manifestation date').fill(due);
    await dialog.getByLabel('Description (optional)').fill('Passive income covers every bill.');
    await dialog.getByLabel('Target amount in USD (optional)').fill('1500000');
    // A double click makes one goal, and no second answer says its title is taken.
    await dialog.getByRole('button', { name: 'Create Goal' }).dblclick();

    await expect
      .poll(() => toasts.innerText())
      .toMatch(/Goal Created\s+Your quantum goal has been set successfully!/);
    await expect.poll(() => dialog.count()).toBe(0);
    const card = page.getByRole('listitem').filter({ hasText: 'Financial freedom' });
    await expect.poll(() => card.innerText()).toContain('$1,500,000');
    const goals = await (await context.request.get(`${journey.server.url}/api/quantum-goals`)).json();
    expect(goals).toHaveLength(1);
    expect(await toasts.innerText()).not.toContain('You already have a goal with this title.');
    const cardText = await card.innerText();
    expect(cardText).toContain('70% probability');
    // Its tooltip says how the figure is made.
    expect(await card.getByText('70% probability').getAttribute('title')).toMatch(/^How it is made: /);
    expect(cardText).toMatch(/(29|30) days remaining/);

    await card.getByRole('button', { name: 'Update progress for Financial freedom' }).click();
    await card.getByRole('slider').focus();
    for (let i = 0; i < 50; i += 1) await page.keyboard.press('ArrowRight');
    await card.getByRole('button', { name: 'Save progress' }).click();
    await expect.poll(() => card.innerText()).toContain('85% probability');
    expect(await card.innerText()).toContain('50%');

    // The dialog opens empty again.
    await page.getByRole('button', { name: 'New Goal' }).click();
    expect(await dialog.getByLabel('Goal title').inputValue()).toBe('');
    expect(consoleErrors).toEqual([]);
  });

  it('starts afresh after Cancel: no old text, no old errors', async () => {
    const { context, page } = await journey.newPage();
    await signUp(context, journey.server.url);
    await page.goto('/goals');
    await page.getByRole('button', { name: 'Set Your First Goal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Quantum Goal' });
    await dialog.getByLabel('Goal title').fill('Buy a cabin');
    await dialog.getByLabel('Target amount in USD (optional)').fill('lots');
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('Please select a manifestation date.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    await page.getByRole('button', { name: 'Set Your First Goal' }).click();
    expect(await dialog.getByLabel('Goal title').inputValue()).toBe('');
    expect(await dialog.getByLabel('Target amount in USD (optional)').inputValue()).toBe('');
    expect(await dialog.getByRole('alert').count()).toBe(0);
  });

  it('shows the server message when a goal of that title exists', async () => {
    const { context, page } = await journey.newPage();
    await signUp(context, journey.server.url);
    await context.request.post(`${journey.server.url}/api/quantum-goals`, {
      data: { title: 'Debt free', manifestationDate: '2030-01-01' },
    });
    await page.goto('/goals');
    await page.getByRole('button', { name: 'New Goal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Quantum Goal' });
    await dialog.getByLabel('Goal title').fill('debt free');
    await dialog.getByLabel('Manifestation date').fill('2031-01-01');
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await expect
      .poll(() => page.getByText('You already have a goal with this title.').isVisible())
      .toBe(true);
    expect(await dialog.isVisible()).toBe(true);
  });
});
