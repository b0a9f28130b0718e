/* global self, URL, caches, fetch, Request, Response */
/**
 * The console's service worker (registered by the console for /orders whenever it opens). It shows a new order's
 * push, which the Worker sends encrypted (RFC 8291) and the browser has already decrypted, and opens the console
 * when tapped. Opened without a connection, the console shows the shop's own page saying it needs one
 * (public/orders-offline.html, the one thing cached) instead of the browser's: the orders are always read live, so
 * nothing else is kept.
 */
// As the assets answer it: its .html address would redirect here, and a navigation may not be answered by a
// redirected response.
const OFFLINE_PAGE = '/orders-offline';
// Renamed whenever the offline page changes: the new worker drops the old cache as it takes over.
const CACHE = 'console-offline-1';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.add(new Request(OFFLINE_PAGE, { cache: 'reload' }))));
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

// Only opening the console is answered here, and only when the network cannot answer it; everything else (its
// scripts, the API) goes to the network untouched.
self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(
    fetch(event.request).catch(() => caches.match(OFFLINE_PAGE).then((page) => page ?? Response.error())),
  );
});

self.addEventListener('push', (event) => {
  let message = { title: 'New order', body: 'Open the console to see it.', url: '/orders' };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // A push without a readable body still says something came in.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/icons/console-192.png',
      badge: '/icons/console-badge-96.png',
      // An Urdu alert reads right to left.
      lang: message.lang,
      dir: message.lang === 'ur' ? 'rtl' : 'auto',
      tag: message.title,
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/orders', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url.startsWith(url));
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
