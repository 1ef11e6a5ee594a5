// Completes every page response with what the page itself cannot set: the status of an error
// page, and the parts of the CSP only known at run time.
import { defineMiddleware } from 'astro:middleware';
import { env } from '../lib/env';
import { allowOriginInCsp } from '../lib/security-headers';
import { ERROR_STATUS_HEADER } from '../lib/http-error';
import { PROVIDER_BUTTON_PAGES, providerFormActionOrigins } from '../lib/account/provider-sign-in';
import { gatewayOrigins, PAY_PAGES } from '../lib/checkout/gateway-origins';
import { integrationConfig, integrationCspOrigins } from '../lib/integrations/integrations';
import { PICKUP_WIDGETS_HEADER, pickupWidgetCspOrigins } from '../lib/checkout/pickup-widgets';
import { VIDEO_FRAMES_HEADER, videoFrameOrigins } from '../lib/video-frames-csp';

let integrationOriginsOfEnv: Map<string, string[]> | undefined;
const integrationOrigins = () => (integrationOriginsOfEnv ??= integrationCspOrigins(integrationConfig(env())));
import { allowErrorReportingInCsp } from '../lib/error-reporting/csp';

export const pageHeaders = defineMiddleware(async (context, next) => {
  let response = await next();
  const errorStatus = Number(response.headers.get(ERROR_STATUS_HEADER));
  if (errorStatus) {
    const headers = new Headers(response.headers);
    headers.delete(ERROR_STATUS_HEADER);
    headers.set('Cache-Control', 'no-store');
    response = new Response(response.body, { status: errorStatus, headers });
  }
  // The checkout page names the pick-up point widgets its shipping methods need (src/lib/checkout/pickup-widgets.ts).
  const pickupWidgets = response.headers.get(PICKUP_WIDGETS_HEADER);
  if (pickupWidgets !== null) response.headers.delete(PICKUP_WIDGETS_HEADER);
  // A page with videos from the editor's HTML names their providers (src/lib/video-frames-csp.ts).
  const videoFrames = response.headers.get(VIDEO_FRAMES_HEADER);
  if (videoFrames !== null) response.headers.delete(VIDEO_FRAMES_HEADER);
  const csp = response.headers.get('content-security-policy');
  if (csp) {
    const pathname = context.url.pathname;
    const page: PolicyPage = {
      https: context.url.protocol === 'https:',
      providerButtons: PROVIDER_BUTTON_PAGES.test(pathname),
      pay: PAY_PAGES.test(pathname),
      pickupWidgets,
      videoFrames,
    };
    response.headers.set('content-security-policy', completedPolicy(csp, page));
  }
  return response;
});

interface PolicyPage {
  https: boolean;
  /** A page with sign-in provider buttons. */
  providerButtons: boolean;
  /** The pay page. */
  pay: boolean;
  /** The pick-up point widgets the checkout names, if any. */
  pickupWidgets: string | null;
  /** The video providers whose players the page may frame, if any. */
  videoFrames: string | null;
}

// Pages share a handful of policies (Astro's hashes differ only by the page's own inline scripts), and
// what is added to them depends only on the environment and these few facts of the page: each policy
// is completed once, not rewritten on every request. Bounded all the same.
const completed = new Map<string, string>();
const MAX_COMPLETED = 256;

function completedPolicy(csp: string, page: PolicyPage): string {
  const key = `${+page.https}${+page.providerButtons}${+page.pay}${page.pickupWidgets ?? '-'}${page.videoFrames ?? '-'}\n${csp}`;
  let policy = completed.get(key);
  if (policy === undefined) {
    policy = completePolicy(csp, page);
    if (completed.size >= MAX_COMPLETED) completed.clear();
    completed.set(key, policy);
  }
  return policy;
}

function completePolicy(csp: string, { https, providerButtons, pay, pickupWidgets, videoFrames }: PolicyPage): string {
  // Over HTTPS no plain-HTTP origin is allowed: the browser blocks (or upgrades) such mixed content
  // anyway, and a policy naming one loses the page its grade. A shop behind TLS needs its platform
  // (media, sign-in providers, payment gateway) on HTTPS too; over plain HTTP (tests, `npm start`)
  // the platform's http:// origin is allowed.
  const allow = (policy: string, directive: string, origin: string) =>
    https && origin.startsWith('http:') ? policy : allowOriginInCsp(policy, directive, origin);
  // Product images come from the platform's media host.
  let policy = allow(csp, 'img-src', new URL(env().PLATFORM_API_URL).origin);
  // A sign-in provider button posts here and is redirected (303) to the provider's page, which
  // form-action governs too.
  if (providerButtons) {
    for (const origin of providerFormActionOrigins(env().PLATFORM_API_URL)) policy = allow(policy, 'form-action', origin);
  }
  // The pay page's form is redirected (303) to the payment gateway.
  if (pay) {
    for (const origin of gatewayOrigins(env().PLATFORM_API_URL, env().PAYMENT_GATEWAY_ORIGINS)) policy = allow(policy, 'form-action', origin);
  }
  // The configured tags' vendors (src/lib/integrations/integrations.ts): none unless configured.
  for (const [directive, origins] of integrationOrigins()) for (const origin of origins) policy = allowOriginInCsp(policy, directive, origin);
  // The pick-up point widgets the checkout offers, loaded once the shopper chooses such a method.
  for (const [directive, origins] of pickupWidgetCspOrigins(env(), pickupWidgets)) for (const origin of origins) policy = allow(policy, directive, origin);
  // The players of the page's videos (framed on the shopper's click).
  for (const origin of videoFrameOrigins(videoFrames)) policy = allowOriginInCsp(policy, 'frame-src', origin);
  return allowErrorReportingInCsp(policy, env().SENTRY_DSN);
}
