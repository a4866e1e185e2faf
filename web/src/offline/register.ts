/**
 * Registers the service worker (src/offline/pwa.ts builds it) in production builds only: `npm run
 * dev` and the component tests run without one. After the page has loaded, so installing it
 * (downloading the app shell) never competes with the first screen.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Without a service worker the app works as before, only not offline.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
