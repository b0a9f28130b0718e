/**
 * The console's service worker (public/console-sw.js), for /orders: registered whenever the console opens, so the
 * console installed on a home screen and opened without a connection says it needs one (the worker's offline page)
 * rather than showing the browser's error, and so new-order alerts have a worker to show them.
 */
export const CONSOLE_WORKER = '/console-sw.js';
export const CONSOLE_SCOPE = '/orders';

export const canRegister = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

export function registerConsoleWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(CONSOLE_WORKER, { scope: CONSOLE_SCOPE });
}
