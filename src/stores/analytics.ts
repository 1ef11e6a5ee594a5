// The analytics queue (docs/rules.md#analytics-queue): every storefront event is queued from the start of the page; analytics
// is enabled ANALYTICS_DELAY_MS after the page's load, and then, once the shopper's consent allows a configured
// tag, the tags load (their own chunk, never before consent) and the queue is replayed to them in order.
// Pages announce their events in the HTML (src/components/integrations/AnalyticsEvent.astro); islands
// and scripts call track().
import type { StorefrontEvent } from '../lib/analytics/events';
import { INTEGRATION_CONSENT, INTEGRATIONS_CONFIG_SELECTOR, type IntegrationConfig, type IntegrationKey } from '../lib/integrations/integrations';
import { $consent } from './consent';

export const ANALYTICS_DELAY_MS = 3000;
/** A page that never gets consent keeps at most this many events (the oldest go). */
const QUEUE_LIMIT = 200;

const queue: StorefrontEvent[] = [];
let deliver: ((event: StorefrontEvent) => void) | undefined;
let started = false;
let loading = false;

/** Sends the event to the tags, or queues it until they are enabled and allowed. */
export function track(event: StorefrontEvent): void {
  if (deliver) {
    deliver(event);
    return;
  }
  queue.push(event);
  if (queue.length > QUEUE_LIMIT) queue.shift();
}

function integrationConfig(): IntegrationConfig {
  try {
    return JSON.parse(document.querySelector(INTEGRATIONS_CONFIG_SELECTOR)?.textContent || '{}') as IntegrationConfig;
  } catch {
    return {};
  }
}

function loadTagsIfAllowed(): void {
  const consent = $consent.get();
  if (!consent || loading) return;
  const config = integrationConfig();
  const allowed = (Object.keys(config) as IntegrationKey[]).some((key) => consent[INTEGRATION_CONSENT[key]]);
  if (!allowed) return;
  loading = true;
  void import('../lib/integrations/load-tags').then(({ startTags }) => {
    const tags = startTags(config, consent);
    $consent.listen((changed) => changed && tags.applyConsent(changed));
    deliver = tags.send;
    for (const event of queue.splice(0)) tags.send(event);
  });
}

/** Session storage: events a page queued but could not send before the shopper left it (the tags load 3 s after load). */
const CARRIED_KEY = 'analytics-queue';

/**
 * Keeps what a page could not send yet for the next page of the tab, which sends it first, in order:
 * a shopper who clicks on within the 3 seconds (into the checkout, out of it) loses no event. Only after
 * consent: without it nothing leaves the page it was made on.
 */
function carryQueueOnLeave(): void {
  addEventListener('pagehide', () => {
    if (deliver || queue.length === 0 || !$consent.get()) return;
    try {
      sessionStorage.setItem(CARRIED_KEY, JSON.stringify(queue));
    } catch {
      // storage refused: the events are lost with the page
    }
  });
}

/** The previous page's unsent events; anything that is not a list of events is dropped (the tags check each event's fields). */
function carriedEvents(): StorefrontEvent[] {
  try {
    const carried: unknown = JSON.parse(sessionStorage.getItem(CARRIED_KEY) || '[]');
    sessionStorage.removeItem(CARRIED_KEY);
    return Array.isArray(carried)
      ? carried.filter(
          (event): event is StorefrontEvent => typeof event === 'object' && event !== null && typeof (event as { name?: unknown }).name === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** Starts the queue's clock once per page: tags may load 3 s after the page's load, and on any later consent. */
export function startAnalytics(): void {
  if (started) return;
  started = true;
  queue.unshift(...carriedEvents());
  carryQueueOnLeave();
  for (const element of document.querySelectorAll<HTMLScriptElement>('script[data-analytics-event]')) {
    try {
      track(JSON.parse(element.textContent || 'null') as StorefrontEvent);
    } catch {
      // a page's event that does not parse is not worth breaking the page for
    }
  }
  const placed = document.querySelector<HTMLElement>('[data-order-placed]')?.dataset.orderPlaced;
  if (placed)
    void import('./analytics-purchase').then(({ takePurchase }) => {
      const order = takePurchase(placed);
      if (order) track({ name: 'purchase', order });
    });
  const enable = () =>
    setTimeout(() => {
      loadTagsIfAllowed();
      $consent.listen(() => loadTagsIfAllowed());
    }, ANALYTICS_DELAY_MS);
  if (document.readyState === 'complete') enable();
  else addEventListener('load', enable, { once: true });
}
