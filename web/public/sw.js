/*
 * Abundance service worker: opens the signed-in app offline.
 * - Hashed build assets (/assets/*) are immutable: cache first.
 * - Pages: network first, falling back to the cached app shell (index.html) when offline.
 * - Reads under /api: network first; when offline the last successful answer is served so the app can
 *   show the user's last synced data. Writes are never cached or replayed here (the app waits to send
 *   them until it is back online).
 * - Signing out clears every cached API answer and the cached page (a member's page carries their
 *   user, docs/performance.md "First paint"), so nothing personal stays on a shared device.
 * A new deploy reaches users on their next visit: the page is fetched from the network first and
 * points at the new hashed assets.
 */
const SHELL_CACHE = 'abundance-shell-v1';
const ASSET_CACHE = 'abundance-assets-v1';
const API_CACHE = 'abundance-api-v1';
const MAX_ASSETS = 80;
const UNCACHED_API = [
  '/api/login',
  '/api/logout',
  '/api/callback',
  '/api/signup',
  '/api/health',
  '/api/account/export',
  '/api/stripe/webhook',
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(['/', '/manifest.webmanifest', '/icons/icon-192.png']))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const keep = [SHELL_CACHE, ASSET_CACHE, API_CACHE];
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => !keep.includes(name)).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});

/** Drops everything personal: the API answers and the cached page, which carries the member's user. */
function forgetUser() {
  return Promise.all([caches.delete(API_CACHE), caches.open(SHELL_CACHE).then((cache) => cache.delete('/'))]);
}

self.addEventListener('message', (event) => {
  if (event.data === 'clear-user-data') event.waitUntil(forgetUser());
});

async function trimAssets() {
  const cache = await caches.open(ASSET_CACHE);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
}

async function assetFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(ASSET_CACHE);
    await cache.put(request, response.clone());
    void trimAssets();
  }
  return response;
}

async function pageNetworkFirst(request) {
  try {
    const response = await fetch(request);
    if (response.ok && response.headers.get('content-type')?.includes('text/html')) {
      const cache = await caches.open(SHELL_CACHE);
      await cache.put('/', response.clone());
    }
    return response;
  } catch (error) {
    const shell = await caches.match('/');
    if (shell) return shell;
    throw error;
  }
}

async function apiNetworkFirst(request) {
  try {
    const response = await fetch(request);
    const cache = await caches.open(API_CACHE);
    if (response.ok) await cache.put(request, response.clone());
    else if (response.status === 401) await forgetUser();
    return response;
  } catch (error) {
    const cached = await caches.match(request, { cacheName: API_CACHE });
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === '/api/logout') {
    event.respondWith(forgetUser().then(() => fetch(request)));
    return;
  }
  if (request.method !== 'GET') return;
  if (url.pathname.startsWith('/assets/')) event.respondWith(assetFirst(request));
  else if (url.pathname.startsWith('/api/')) {
    if (!UNCACHED_API.some((path) => url.pathname.startsWith(path)))
      event.respondWith(apiNetworkFirst(request));
  } else if (request.mode === 'navigate') event.respondWith(pageNetworkFirst(request));
});

/*
 * Push reminders (docs/reminders.md): the server sends { title, body, tag, actions, data } encrypted
 * through the browser's push service; this shows it even when no page is open. "Done" marks the
 * habit's period done, or the first open ritual of the day for the daily practice reminder, through
 * the same API the pages use; "Snooze 1 hour" asks the server to send it again in an hour. When an
 * action cannot be completed (signed out, offline) the page is opened instead.
 */
self.addEventListener('push', (event) => {
  let message = null;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      actions: Array.isArray(message.actions) ? message.actions : [],
      data: message.data || {},
    }),
  );
});

async function api(method, path, body) {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers:
      body === undefined
        ? { accept: 'application/json' }
        : { accept: 'application/json', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
  return response.status === 204 ? null : response.json();
}

async function markDone(data) {
  const day = encodeURIComponent(data.day);
  if (data.kind === 'habit') {
    const habits = await api('GET', `/api/wealth-habits?date=${day}`);
    const habit = habits.find((entry) => entry.id === data.habitId);
    if (!habit) throw new Error('habit not found');
    // The toggle flips: only tick a period that is still open.
    if (!habit.isCompleted) await api('POST', `/api/wealth-habits/${habit.id}/toggle?date=${day}`, {});
    return;
  }
  const rituals = await api('GET', `/api/daily-rituals?date=${day}`);
  const open = rituals.find((ritual) => !ritual.isCompleted);
  if (open)
    await api('PATCH', `/api/daily-rituals/${open.id}`, {
      isCompleted: true,
      completedAt: new Date().toISOString(),
    });
}

function openPage(url) {
  const target = url || '/';
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
    const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
    if (open) return open.focus().then((client) => client.navigate(target));
    return self.clients.openWindow(target);
  });
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  if (event.action === 'done') {
    event.waitUntil(markDone(data).catch(() => openPage(data.url)));
  } else if (event.action === 'snooze') {
    const { reminderId, kind, habitId, day } = data;
    event.waitUntil(
      api('POST', '/api/reminders/snooze', { reminderId, kind, habitId: habitId ?? null, day }).catch(() =>
        openPage(data.url),
      ),
    );
  } else {
    event.waitUntil(openPage(data.url));
  }
});
