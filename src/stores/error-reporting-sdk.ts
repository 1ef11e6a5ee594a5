// The error-reporting SDK, loaded by ./error-reporting.ts after the page is interactive. Errors and
// traces are operational and set no cookie, so they run without consent; the session replay records
// what the shopper does, so it runs only with the analytics consent, and never on a page whose URL
// carries a one-time secret (a reset token, a provider's code).
import { browserTracingIntegration, captureException, init, addIntegration } from '@sentry/browser';
import { sdkOptions, type ErrorReportingConfig } from '../lib/error-reporting/config';
import { hasSecretParam, scrubBreadcrumb, scrubEvent, scrubSpan } from '../lib/error-reporting/scrub';
import { $consent } from './consent';

export function startSdk(config: ErrorReportingConfig, earlyErrors: readonly unknown[]): void {
  init({
    ...sdkOptions(config),
    integrations: [browserTracingIntegration()],
    beforeSend: scrubEvent,
    beforeSendSpan: scrubSpan,
    beforeBreadcrumb: scrubBreadcrumb,
  });
  for (const error of earlyErrors) captureException(error);
  if (hasSecretParam(location.href)) return;
  // Now, or as soon as the shopper grants the analytics consent on this page (never twice).
  let replaying = false;
  const replayIfAllowed = () => {
    if (replaying || !$consent.get()?.analytics) return;
    replaying = true;
    void import('./error-reporting-replay').then(({ sessionReplay }) => addIntegration(sessionReplay()));
  };
  replayIfAllowed();
  $consent.listen(replayIfAllowed);
}
