/* global self, URL */
/**
 * The console's service worker (registered by the console for /orders): shows a new order's push, which the
 * Worker sends encrypted (RFC 8291) and the browser has already decrypted, and opens the console when tapped.
 * It caches nothing: the console always reads the orders live.
 */
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
      icon: '/images/logo.png',
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
