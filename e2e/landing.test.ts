import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { DESKTOP, describeInBrowser, PHONE, useJourney } from './harness/browser';
import { hasHorizontalOverflow, seriousAxeViolations, unexpectedConsoleErrors } from './harness/page-checks';

const LANDING_JS_BUDGET_BYTES = 90 * 1024;

describeInBrowser('landing page (signed out)', () => {
  const journey = useJourney();

  it('shows the landing page at / and /home, and redirects /goals and unknown paths to /', async () => {
    const { page, consoleErrors } = await journey.newPage();
    for (const path of ['/', '/home']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: 'Manifest Through Alignment' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
    }
    for (const path of ['/goals', '/no/such/page']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { level: 1, name: 'Manifest Through Alignment' }).waitFor();
    }
    expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]);
  });

  it('has every section the spec lists, and every call to action goes to /api/login', async () => {
    const { page } = await journey.newPage();
    await page.goto('/');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allInnerTexts()).toEqual([
      'Abundance',
      'Get Started',
    ]);
    for (const title of ['All it takes is 10 mindful minutes', '5-Minute Meditation You Can Do Anywhere'])
      expect(await main.getByRole('button', { name: `Play ${title}` }).isVisible()).toBe(true);
    for (const feature of ['Affirmations', 'Quantum Goal Tracker', 'Energy & Coherence Tracking'])
      expect(await main.getByRole('heading', { level: 3, name: feature, exact: true }).isVisible()).toBe(
        true,
      );
    // No chat model on this server: the lines come from the written library, so no "AI".
    expect(await main.getByText(/\bAI\b/).count()).toBe(0);
    // A new install has a handful of members: the invitation carries no number.
    await expect.poll(() => main.getByText('Join fellow manifestors').isVisible()).toBe(true);
    expect(await main.getByText(/\d+\+/).count()).toBe(0);

    const links = await page
      .locator('a')
      .evaluateAll((anchors) => anchors.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
    const calls = links.filter(([text]) => text !== 'Abundance' && text !== 'Skip to content');
    expect(calls.map(([text]) => text)).toEqual([
      'Get Started',
      'Begin Your Journey',
      'Start Manifesting',
      'Join the Community',
      'Explore Resources',
    ]);
    expect(new Set(calls.map(([, href]) => href))).toEqual(new Set(['/api/login']));
  });

  it('shows the real member figure once there are 1,000 or more, with no error when the count is unavailable', async () => {
    const { page, consoleErrors } = await journey.newPage({ viewport: PHONE, serviceWorkers: 'block' });
    await page.route('**/api/public-stats', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ membersAtLeast: 2500 }) }),
    );
    await page.goto('/');
    const community = page.getByRole('region', { name: 'You are not manifesting alone' });
    await expect.poll(() => community.getByText('Join 2,500+ manifestors').isVisible()).toBe(true);
    expect(await community.getByText('2,500+', { exact: true }).isVisible()).toBe(true);
    expect(await hasHorizontalOverflow(page)).toBe(false);

    await page.unroute('**/api/public-stats');
    await page.route('**/api/public-stats', (route) => route.abort());
    await page.reload();
    await expect.poll(() => community.getByText('Join fellow manifestors').isVisible()).toBe(true);
    // The browser itself reports the refused request; the page adds no error of its own.
    const pageErrors = unexpectedConsoleErrors(consoleErrors).filter(
      (text) => !/Failed to load resource/.test(text),
    );
    expect(pageErrors).toEqual([]);
  });

  it('Get Started is a full-page navigation to the sign-in', async () => {
    const { page } = await journey.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL((url) => url.pathname === '/api/login');
    await page.getByLabel('E-mail').waitFor();
  });

  it('loads a video from YouTube only when the visitor presses play', async () => {
    const { context, page } = await journey.newPage();
    const frameRequests: string[] = [];
    await context.route('https://www.youtube-nocookie.com/**', (route) => {
      frameRequests.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' });
    });
    await page.goto('/');
    const play = page.getByRole('button', { name: 'Play 5-Minute Meditation You Can Do Anywhere' });
    await play.waitFor();
    expect(await page.locator('iframe').count()).toBe(0);

    await play.focus();
    await page.keyboard.press('Enter');
    const frame = page.locator('iframe[title="5-Minute Meditation You Can Do Anywhere"]');
    await frame.waitFor();
    const src = new URL((await frame.getAttribute('src')) ?? '');
    expect(src.origin).toBe('https://www.youtube-nocookie.com');
    expect(src.pathname).toMatch(/^\/embed\/[\w-]{11}$/);
    expect(src.searchParams.get('autoplay')).toBe('1');
    expect(await page.locator('iframe').count()).toBe(1);
    expect(await frame.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => frameRequests.length).toBe(1);
  });

  it(`loads at most ${LANDING_JS_BUDGET_BYTES / 1024} KB of gzipped JavaScript and none of the app's code`, async () => {
    const { page } = await journey.newPage();
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.set(response.url(), gzipSync(await response.body()).length);
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(LANDING_JS_BUDGET_BYTES);
    // Landing code only: not the app, none of its pages, not the video file player.
    const appCode = /signed-in-app|signed-out-app|index-|(?<!landing)-page-|file-video/;
    expect([...scripts.keys()].filter((url) => appCode.test(url))).toEqual([]);
  });

  it('has no serious accessibility violations on desktop and phone', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page } = await journey.newPage({ viewport });
      await page.goto('/', { waitUntil: 'networkidle' });
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
  });

  it('never scrolls sideways from 360px to 1440px', async () => {
    const { page } = await journey.newPage({ viewport: { width: 360, height: 900 } });
    await page.goto('/', { waitUntil: 'networkidle' });
    for (const width of [360, 390, 768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await hasHorizontalOverflow(page), `${width}px`).toBe(false);
    }
  });

  it('arrives rendered: with JavaScript off, the headline, the calls to action and the styles are there', async () => {
    const { page } = await journey.newPage({ javaScriptEnabled: false, viewport: PHONE });
    const response = await page.goto('/');
    expect(response?.headers()['content-type']).toContain('text/html');
    const heading = page.getByRole('heading', { level: 1, name: 'Manifest Through Alignment' });
    expect(await heading.isVisible()).toBe(true);
    // The inline critical CSS: the serif headline and the gold call to action are styled.
    expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toContain('Cormorant');
    const begin = page.getByRole('link', { name: 'Begin Your Journey' });
    expect(await begin.getAttribute('href')).toBe('/api/login');
    expect(await begin.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(226, 184, 87)',
    );
    expect(await hasHorizontalOverflow(page)).toBe(false);
  });

  it('serves the prerendered document to visitors at / and /home only, and the app to members', async () => {
    const { url } = journey.server;
    const prerendered = '<h1';
    for (const path of ['/', '/home']) {
      const response = await fetch(`${url}${path}`);
      expect(response.headers.get('vary')).toContain('cookie');
      expect(await response.text()).toContain(prerendered);
    }
    expect(await (await fetch(`${url}/goals`)).text()).not.toContain(prerendered);
    const signUp = await fetch(`${url}/api/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member@example.com', password: 'long enough words', firstName: 'Mem' }),
    });
    expect(signUp.status).toBe(201);
    const cookie = (signUp.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const member = await fetch(`${url}/`, { headers: { cookie } });
    expect(await member.text()).not.toContain(prerendered);
  });

  it('attaches React only when the visitor reaches for the page, with no hydration error', async () => {
    const { page, consoleErrors } = await journey.newPage({ viewport: { width: 390, height: 500 } });
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(request.url()));
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(loaded.filter((url) => url.includes('landing-hydrate'))).toEqual([]);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => loaded.some((url) => url.includes('landing-hydrate'))).toBe(true);
    // Hydrated: the video facade now answers a press.
    await page.getByRole('button', { name: 'Play 5-Minute Meditation You Can Do Anywhere' }).click();
    await page.locator('iframe[title="5-Minute Meditation You Can Do Anywhere"]').waitFor();
    expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]);
  });

  it('keeps a press on a video made before React is attached, and plays once it is', async () => {
    const { page, consoleErrors } = await journey.newPage({ viewport: PHONE, serviceWorkers: 'block' });
    // React's code arrives a second late, as on a slow phone.
    await page.route('**/assets/landing-hydrate-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'load' });
    const play = page.getByRole('button', { name: 'Play 5-Minute Meditation You Can Do Anywhere' });
    await play.focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('iframe').count()).toBe(0);
    await page.locator('iframe[title="5-Minute Meditation You Can Do Anywhere"]').waitFor();
    expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]);
  });

  it('shows a full-screen loading indicator at an app path until it knows who is visiting', async () => {
    const { page } = await journey.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/goals');
    await page.getByRole('status', { name: 'Loading' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
    release();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Manifest Through Alignment' }).waitFor();
  });
});
