// The error-reporting starter, on every page (the shell script; the checkout island): when the page
// names a DSN (ErrorReportingConfig.astro) it keeps the page's errors and, once the page has loaded and
// the browser is idle, loads the SDK (its own chunks) and hands them over. Without a DSN: nothing.
import { ERROR_EVENTS, errorBuffer } from '../lib/error-reporting/buffer';

let started = false;

export function startErrorReporting(): void {
  const config = document.querySelector<HTMLMetaElement>('meta[name="error-reporting"]');
  if (started || !config) return;
  started = true;
  const buffer = errorBuffer();
  for (const type of ERROR_EVENTS) addEventListener(type, buffer.keep);
  const load = () =>
    void import('./error-reporting-sdk').then(({ startSdk }) => {
      // The SDK's own handlers are in place from here on.
      startSdk({ dsn: config.content, environment: config.dataset.environment ?? '' }, buffer.errors);
      for (const type of ERROR_EVENTS) removeEventListener(type, buffer.keep);
    });
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(load, { timeout: 5000 }) : setTimeout(load, 1));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
