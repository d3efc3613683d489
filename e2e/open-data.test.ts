import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DESKTOP, describeInBrowser, PHONE, signUp, useJourney } from './harness/browser';

// Machines running CI are shared and slow: give each expectation time to come true.
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

const region = (page: Page, name: string) => page.getByRole('region', { name });

/** A generic CSV: two days of one habit (a quoted comma in a note) and one of a weekly habit. */
function sampleCsv(): Buffer {
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  return Buffer.from(
    [
      'date,habit,value,note,frequency',
      `${day(2)},Evening walk,1,"Park loop, 3 km",`,
      `${day(3)},Evening walk,1,,`,
      `${day(3)},Weekly review,1,,weekly`,
      `not-a-date,Evening walk,1,,`,
    ].join('\n'),
  );
}

describeInBrowser('open data on the profile', () => {
  const journey = useJourney();

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('creates a token, imports a CSV and adds a webhook (%s)', async (_name, viewport) => {
    const { context, page, consoleErrors } = await journey.newPage({ viewport });
    await signUp(context, journey.server.url, { firstName: 'Open' });
    await page.goto('/profile');

    // A token, shown once.
    const tokens = region(page, 'API tokens');
    await tokens.getByLabel('Name').fill('Phone shortcut');
    await tokens.getByLabel('Access').selectOption('write');
    await tokens.getByRole('button', { name: 'Create token' }).click();
    const shown = tokens.getByRole('textbox', { name: 'Your new token “Phone shortcut”' });
    await poll(() => shown.isVisible()).toBe(true);
    const token = await shown.inputValue();
    expect(token).toMatch(/^abt_/);
    expect(await tokens.getByText('you will not see it again').isVisible()).toBe(true);
    await poll(() => tokens.getByText('Never used').isVisible()).toBe(true);
    await tokens.getByRole('button', { name: 'I have copied it' }).click();
    await poll(() => shown.isVisible()).toBe(false);
    expect(await page.content()).not.toContain(token);

    // The token works for a script, and revoking it ends that.
    const asScript = () =>
      page.evaluate(
        async (bearer) =>
          (
            await fetch('/api/wealth-habits', {
              credentials: 'omit',
              headers: { authorization: `Bearer ${bearer}` },
            })
          ).status,
        token,
      );
    expect(await asScript()).toBe(200);

    // A preview, then the import.
    const importer = region(page, 'Import habits');
    await importer.getByLabel('From').selectOption('csv');
    await importer
      .locator('input[type="file"]')
      .setInputFiles({ name: 'habits.csv', mimeType: 'text/csv', buffer: sampleCsv() });
    await importer.getByRole('button', { name: 'Preview' }).click();
    const preview = importer.getByRole('list', { name: 'Habits in the file' });
    await poll(() => preview.isVisible()).toBe(true);
    await poll(() => preview.getByText('Daily · 2 done days').isVisible()).toBe(true);
    expect(await preview.getByText('Weekly · 1 done day').isVisible()).toBe(true);
    expect(await importer.getByText('1 row will be left out').isVisible()).toBe(true);
    expect(
      await importer.getByText(/The file holds one note: each becomes the habit’s note/).isVisible(),
    ).toBe(true);
    await importer.getByRole('button', { name: 'Import', exact: true }).click();
    await poll(() =>
      importer.getByText('Imported 2 new habits and 3 completions, with 1 note.').isVisible(),
    ).toBe(true);

    // A webhook, its secret shown once.
    const hooks = region(page, 'Webhooks');
    await hooks.getByLabel('Address (https)').fill('https://hooks.example.com/in');
    await hooks.getByLabel('A goal changes').check();
    await hooks.getByRole('button', { name: 'Add webhook' }).click();
    const secret = hooks.getByRole('textbox', { name: 'Signing secret' });
    await poll(() => secret.isVisible()).toBe(true);
    expect(await secret.inputValue()).toMatch(/^whsec_/);
    const listed = hooks.getByRole('list', { name: 'Your webhooks' });
    await poll(() => listed.getByText('https://hooks.example.com/in').isVisible()).toBe(true);
    await listed.getByRole('button', { name: 'Deliveries' }).click();
    await poll(() =>
      listed.getByText('No deliveries yet: one goes out when an event you chose happens.').isVisible(),
    ).toBe(true);

    // Revoking asks first, then the token is refused.
    await tokens.getByRole('button', { name: 'Revoke Phone shortcut' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke token' }).click();
    await poll(() => tokens.getByText('You have no tokens yet.').isVisible()).toBe(true);
    expect(await asScript()).toBe(401);

    // The imported habits list on the habits page.
    await page.goto('/wealth-habits');
    await poll(() => page.getByText('Evening walk').first().isVisible()).toBe(true);
    // The one error is the revoked token's own refusal above.
    expect(consoleErrors).toEqual([
      'Failed to load resource: the server responded with a status of 401 (Unauthorized)',
    ]);
  });
});
