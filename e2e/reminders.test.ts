import { expect, it } from 'vitest';
import { describeInBrowser, signUp, useJourney } from './harness/browser';

describeInBrowser('practice that forgives and reminds', () => {
  const journey = useJourney();

  it('hides streak numbers and flames everywhere, and shows them again', async () => {
    const { context, page, consoleErrors } = await journey.newPage();
    await signUp(context, journey.server.url, { firstName: 'Calm' });
    await context.request.post(`${journey.server.url}/api/wealth-habits`, {
      data: { title: 'Review spending' },
      headers: { origin: journey.server.url },
    });
    await page.goto('/');
    await expect.poll(() => page.getByText('Day Streak').isVisible()).toBe(true);

    await page.goto('/profile');
    await page.getByLabel('Show streaks').click();
    await expect.poll(() => page.getByText('Streaks hidden').first().isVisible()).toBe(true);
    expect((await context.request.get(`${journey.server.url}/api/user`)).ok()).toBe(true);
    expect((await (await context.request.get(`${journey.server.url}/api/user`)).json()).showStreaks).toBe(
      false,
    );

    await page.goto('/');
    await expect.poll(() => page.getByText('Coherence', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Day Streak').count()).toBe(0);
    await page.goto('/wealth-habits');
    await expect.poll(() => page.getByText('Review spending').first().isVisible()).toBe(true);
    expect(await page.getByText(/day streak/i).count()).toBe(0);
    expect(await page.getByText('Average Streak').count()).toBe(0);

    await page.goto('/profile');
    await page.getByLabel('Show streaks').click();
    await expect.poll(() => page.getByText('Streaks shown').first().isVisible()).toBe(true);
    await page.goto('/');
    await expect.poll(() => page.getByText('Day Streak').isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it('takes today as a rest day from the dashboard and undoes it', async () => {
    const { context, page } = await journey.newPage();
    await signUp(context, journey.server.url);
    // A rest day is offered once there is practice to rest from: a habit ticked yesterday.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const habit = await context.request.post(`${journey.server.url}/api/wealth-habits`, {
      data: { title: 'Check my budget', date: yesterday, requestId: crypto.randomUUID() },
    });
    const { id } = (await habit.json()) as { id: string };
    await context.request.post(
      `${journey.server.url}/api/wealth-habits/${id}/toggle?date=${yesterday}&completed=true`,
    );
    await page.goto('/');
    await page.getByRole('button', { name: 'Rest today' }).click();
    await expect.poll(() => page.getByText('Today is a rest day').isVisible()).toBe(true);
    await expect.poll(() => page.getByText(/3 of 4 left this month/).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Undo rest today' }).click();
    await expect.poll(() => page.getByText('Need a pause?').isVisible()).toBe(true);
  });

  it('skips a habit’s period from its menu and undoes it', async () => {
    const { context, page } = await journey.newPage();
    await signUp(context, journey.server.url);
    await context.request.post(`${journey.server.url}/api/wealth-habits`, {
      data: { title: 'Read one chapter' },
      headers: { origin: journey.server.url },
    });
    await page.goto('/wealth-habits');
    await page.getByRole('button', { name: 'Options for Read one chapter' }).click();
    await page.getByRole('menuitem', { name: 'Skip this period' }).click();
    await expect.poll(() => page.getByText('Skipped', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Options for Read one chapter' }).click();
    await page.getByRole('menuitem', { name: 'Undo skip' }).click();
    await expect.poll(() => page.getByText('Skipped', { exact: true }).count()).toBe(0);
  });

  it('the service worker shows a pushed reminder with Done and Snooze 1 hour', async () => {
    const { context, page } = await journey.newPage();
    await context.grantPermissions(['notifications'], { origin: journey.server.url });
    await signUp(context, journey.server.url);
    await page.goto('/profile');
    await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    const cdp = await context.newCDPSession(page);
    const registrationId = await new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((registration) => !registration.isDeleted);
        if (found) resolve(found.registrationId);
      });
      void cdp.send('ServiceWorker.enable');
    });
    const message = {
      title: 'Time for your daily rituals',
      body: 'A few minutes of alignment for today. Your rituals are waiting.',
      tag: 'reminder:practice:2026-11-22',
      actions: [
        { action: 'done', title: 'Done' },
        { action: 'snooze', title: 'Snooze 1 hour' },
      ],
      data: {
        reminderId: 'reminder:practice:x:2026-11-22',
        kind: 'practice',
        habitId: null,
        day: '2026-11-22',
        url: '/rituals',
      },
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: journey.server.url,
      registrationId,
      data: JSON.stringify(message),
    });
    const shown = async () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((notification) => ({
          title: notification.title,
          actions: (notification as Notification & { actions?: { title: string }[] }).actions?.map(
            (action) => action.title,
          ),
        }));
      });
    await expect.poll(shown).toEqual([{ title: message.title, actions: ['Done', 'Snooze 1 hour'] }]);
  });
});
