/*
 * Abundance service worker: opens the signed-in app offline (docs/offline.md).
 * - Hashed build assets (/assets/*) are immutable: cache first. Every file of the current build is
 *   precached from /precache.json (written by the build from Vite's manifest) when the signed-in app
 *   asks, once each of its pages has settled (a visitor on the landing page never downloads the
 *   app), so a route never opened before still has its code offline; files of older builds are
 *   dropped then.
 * - Pages: network first, falling back to the cached app shell (index.html) when offline.
 * - Reads under /api: network first; when offline the last successful answer is served so the app can
 *   show the user's last synced data. Writes are never cached or replayed here: the app keeps the
 *   creates made offline in its own outbox (web/lib/outbox.ts) and sends them once back online.
 * - A studio voice cue (POST /api/meditation-voice/speech) is kept by its text once heard, so a
 *   session played before speaks the same offline.
 * - Signing out clears every cached API answer, the voice cues and the cached page (a member's page carries their
 *   user, docs/performance.md "First paint"), so nothing personal stays on a shared device.
 * A new deploy reaches users on their next visit: the page is fetched from the network first and
 * points at the new hashed assets.
 */
const SHELL_CACHE = 'abundance-shell-v1';
const ASSET_CACHE = 'abundance-assets-v1';
const API_CACHE = 'abundance-api-v1';
const SPEECH_CACHE = 'abundance-speech-v1';
const PRECACHE_LIST = '/precache.json';
/** Voice cues kept; the oldest go first (a guided session speaks a few dozen). */
const MAX_SPEECH = 400;
/** Files fetched at once while precaching, so the app's own requests are not starved. */
const PRECACHE_BATCH = 6;
const SPEECH_PATH = '/api/meditation-voice/speech';
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
  const keep = [SHELL_CACHE, ASSET_CACHE, API_CACHE, SPEECH_CACHE];
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => !keep.includes(name)).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});

/**
 * Drops everything personal: the API answers, the voice cues (a custom meditation's words are the
 * member's) and the cached page, which carries the member's user.
 */
function forgetUser() {
  return Promise.all([
    caches.delete(API_CACHE),
    caches.delete(SPEECH_CACHE),
    caches.open(SHELL_CACHE).then((cache) => cache.delete('/')),
  ]);
}

let precaching = null;

/** Caches every file of the current build that is missing, and drops files of older builds. */
function precache() {
  precaching ??= (async () => {
    const response = await fetch(PRECACHE_LIST, { cache: 'no-store' });
    if (!response.ok) throw new Error(`${PRECACHE_LIST}: ${response.status}`);
    const { assets } = await response.json();
    const wanted = new Set(assets.map((asset) => new URL(asset, self.location.origin).href));
    const cache = await caches.open(ASSET_CACHE);
    const cached = new Set((await cache.keys()).map((request) => request.url));
    const missing = [...wanted].filter((url) => !cached.has(url));
    for (let start = 0; start < missing.length; start += PRECACHE_BATCH)
      await cache.addAll(missing.slice(start, start + PRECACHE_BATCH));
    await Promise.all([...cached].filter((url) => !wanted.has(url)).map((url) => cache.delete(url)));
  })().finally(() => {
    precaching = null;
  });
  return precaching;
}

self.addEventListener('message', (event) => {
  if (event.data === 'clear-user-data') event.waitUntil(forgetUser());
  else if (event.data === 'precache') event.waitUntil(precache().catch(() => undefined));
});

async function assetFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(ASSET_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

async function trimSpeech(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_SPEECH)).map((key) => cache.delete(key)));
}

/** A voice cue: from the network, kept under its text; the kept one when offline. */
async function speechNetworkFirst(request) {
  const text = await request.clone().text();
  const key = new URL(`${SPEECH_PATH}?cue=${encodeURIComponent(text)}`, self.location.origin).href;
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(SPEECH_CACHE);
      await cache.put(key, response.clone());
      void trimSpeech(cache);
    }
    return response;
  } catch (error) {
    const cached = await caches.match(key, { cacheName: SPEECH_CACHE });
    if (cached) return cached;
    throw error;
  }
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
  if (request.method === 'POST' && url.pathname === SPEECH_PATH) {
    event.respondWith(speechNetworkFirst(request));
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
