// The tags themselves: loaded by src/stores/analytics.ts only after consent, each only when its id is
// configured and its consent flag is granted, each through its vendor's official snippet. The analytics
// tag, the tag manager, the ads conversion and the social pixel run in Partytown's web worker (they only
// compute and send); the callback widget, the review widget, the price-comparison survey and the email
// marketing service draw on the page (popups, buttons), which Partytown's worker cannot do well, so they
// load on the main thread. The page's CSP allows each vendor's origins only when it is configured.
import { tagEvent, tagManagerEvent, type StorefrontEvent } from '../analytics/events';
import { emailMarketingEvent } from '../analytics/email-marketing';
import type { Consent } from '../consent/consent';
import { analyticsConsentState } from '../consent/analytics-consent';
import { INTEGRATION_CONSENT, type IntegrationConfig, type IntegrationKey } from './integrations';

type Command = (...args: unknown[]) => void;
interface TagWindow {
  partytown?: { lib: string; forward: string[] };
  dataLayer?: unknown[];
  gtag?: Command;
  fbq?: Command;
  _edrone?: Record<string, unknown> & { init?: () => void };
  _ceneo?: Command & { e?: unknown[] };
  __cp?: { id: string; version: string };
  _ekomiWidgetsServerUrl?: string;
  _customerId?: string;
  _ekomiWidgetTokens?: string[];
  _language?: Record<string, string>;
}
const w = window as unknown as TagWindow;
/** Settles once Partytown's forwarders exist (at once when no tag runs in the worker). */
let partytownReady: Promise<void> = Promise.resolve();
/**
 * Whether Partytown's snippet is on the page. Kept here, not read from `window.partytown`: an element
 * named `partytown` would answer for that global and stop every worker tag from loading.
 */
let partytownStarted = false;

export const PARTYTOWN_LIB = '/~partytown/';
const WORKER_TAGS: readonly IntegrationKey[] = ['tagManager', 'analytics', 'adsConversion', 'socialPixel'];
export const REVIEW_WIDGET_NOT_LOADED = 'Review widget is not loaded';

function script(attributes: Record<string, string>, text?: string): HTMLScriptElement {
  const element = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  if (text) element.textContent = text;
  document.head.append(element);
  return element;
}

/** Worker code: runs inside Partytown's worker, never on the page (type text/partytown is not executed here). */
const workerScript = (text: string) => script({ type: 'text/partytown' }, text);
const workerSource = (src: string) => script({ type: 'text/partytown', src });

function loadWorkerTags(config: IntegrationConfig, keys: IntegrationKey[], consent: Consent): void {
  const gtagIds = [keys.includes('analytics') ? config.analytics : undefined, keys.includes('adsConversion') ? config.adsConversion : undefined].filter(
    (id): id is string => Boolean(id),
  );
  const googleTags = gtagIds.length > 0 || keys.includes('tagManager');
  // The consent state comes first on the data layer, before the analytics tag or the tag manager reads it.
  if (googleTags)
    workerScript(
      `window.dataLayer=window.dataLayer||[];window.gtag=function(){dataLayer.push(arguments)};gtag('consent','default',${JSON.stringify(analyticsConsentState(consent))});`,
    );
  const [firstGtagId] = gtagIds;
  if (firstGtagId !== undefined) {
    workerScript(`gtag('js',new Date());${gtagIds.map((id) => `gtag('config',${JSON.stringify(id)});`).join('')}`);
    workerSource(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(firstGtagId)}`);
  }
  if (keys.includes('tagManager') && config.tagManager) {
    workerScript(
      `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${JSON.stringify(config.tagManager)});`,
    );
  }
  if (keys.includes('socialPixel') && config.socialPixel) {
    workerScript(
      `!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('consent',${JSON.stringify(consent.ads ? 'grant' : 'revoke')});fbq('init',${JSON.stringify(config.socialPixel)});fbq('track','PageView');`,
    );
  }
  // Partytown's own snippet, once, after the worker scripts are in the page: it only looks for them when
  // it starts. It replaces gtag, fbq and dataLayer.push by forwarders to the worker; calls wait for it.
  if (!partytownStarted) {
    partytownStarted = true;
    w.partytown = { lib: PARTYTOWN_LIB, forward: ['dataLayer.push', 'gtag', 'fbq'] };
    const snippet = script({ src: `${PARTYTOWN_LIB}partytown.js` });
    partytownReady = new Promise((resolve) => snippet.addEventListener('load', () => resolve(), { once: true }));
  } else {
    window.dispatchEvent(new CustomEvent('ptupdate'));
  }
}

/** Settles once the email-marketing script has run (its events need its init()). */
let emailMarketingReady: Promise<void> = Promise.resolve();

function loadEmailMarketing(id: string): void {
  w._edrone = { ...w._edrone, app_id: id, platform: 'custom' };
  const element = script({ src: `https://d3bo67muzbfgtl.cloudfront.net/edrone_2_0.js?app_id=${encodeURIComponent(id)}`, async: '' });
  emailMarketingReady = new Promise((resolve) => element.addEventListener('load', () => resolve(), { once: true }));
}

function loadPriceComparisonSurvey(guid: string): void {
  const queue: Command & { e?: unknown[] } = (...args: unknown[]) => {
    queue.e ??= [];
    queue.e.push(args);
  };
  w._ceneo ??= queue;
  script({ src: `https://ssl.ceneo.pl/ct/v5/script.js?accountGuid=${encodeURIComponent(guid)}&t=${Date.now()}&dl=dataLayer`, defer: '' });
}

function loadCallbackWidget(id: string): void {
  w.__cp = { id, version: '1.1' };
  script({ src: 'https://cdn-widget.callpage.io/build/js/callpage.js', async: '' });
}

function loadReviewWidget(widget: NonNullable<IntegrationConfig['reviewWidget']>): void {
  setTimeout(() => {
    w._ekomiWidgetsServerUrl = 'https://widgets.ekomi.com';
    w._customerId = widget.customerId;
    if (widget.popupToken) {
      w._language ??= {};
      w._language[widget.popupToken] = 'auto';
      w._ekomiWidgetTokens ??= [];
      w._ekomiWidgetTokens.push(widget.popupToken);
    }
    const element = script({ src: 'https://sw-assets.ekomiapps.de/static_resources/widget.js', async: '' });
    element.addEventListener('error', () => console.warn(REVIEW_WIDGET_NOT_LOADED));
  }, widget.delayMs);
}

export interface Tags {
  send(event: StorefrontEvent): void;
  applyConsent(consent: Consent): void;
}

/** Loads what the consent allows now (and more on a later consent) and sends events to what is loaded. */
export function startTags(config: IntegrationConfig, initial: Consent): Tags {
  const loaded = new Set<IntegrationKey>();
  let consent = initial;
  const gtag: Command = (...args) => void partytownReady.then(() => w.gtag?.(...args));
  const fbq: Command = (...args) => void partytownReady.then(() => w.fbq?.(...args));
  const pushToTagManager = (entry: unknown) => void partytownReady.then(() => w.dataLayer?.push(entry));

  const load = () => {
    const newlyAllowed = (Object.keys(config) as IntegrationKey[]).filter((key) => !loaded.has(key) && consent[INTEGRATION_CONSENT[key]]);
    for (const key of newlyAllowed) loaded.add(key);
    const workerTags = newlyAllowed.filter((key) => WORKER_TAGS.includes(key));
    if (workerTags.length > 0) loadWorkerTags(config, workerTags, consent);
    if (newlyAllowed.includes('emailMarketing') && config.emailMarketing) loadEmailMarketing(config.emailMarketing);
    if (newlyAllowed.includes('priceComparisonSurvey') && config.priceComparisonSurvey) loadPriceComparisonSurvey(config.priceComparisonSurvey);
    if (newlyAllowed.includes('callbackWidget') && config.callbackWidget) loadCallbackWidget(config.callbackWidget);
    if (newlyAllowed.includes('reviewWidget') && config.reviewWidget) loadReviewWidget(config.reviewWidget);
  };
  load();

  const allowed = (key: IntegrationKey) => loaded.has(key) && consent[INTEGRATION_CONSENT[key]];

  return {
    applyConsent(changed) {
      consent = changed;
      gtag('consent', 'update', analyticsConsentState(changed));
      fbq('consent', changed.ads ? 'grant' : 'revoke');
      load();
    },
    send(event) {
      try {
        sendToTags(event);
      } catch (error) {
        // An event from storage that lacks a field must not stop the ones after it.
        console.warn('[analytics] an event could not be sent:', error);
      }
    },
  };

  function sendToTags(event: StorefrontEvent): void {
    const tag = tagEvent(event);
    if (tag && (allowed('analytics') || allowed('adsConversion'))) gtag('event', tag.name, tag.params);
    const managed = allowed('tagManager') ? tagManagerEvent(event) : null;
    if (managed) {
      pushToTagManager({ ecommerce: null });
      pushToTagManager({ event: managed.name, ecommerce: managed.params });
    }
    if (event.name === 'purchase' && allowed('adsConversion')) {
      gtag('event', 'conversion', {
        send_to: config.adsConversion,
        value: event.order.value,
        currency: event.order.currency,
        transaction_id: event.order.code,
      });
    }
    if (allowed('socialPixel')) {
      if (event.name === 'initiateCheckout') fbq('track', 'InitiateCheckout');
      if (event.name === 'addToCart') fbq('track', 'AddToCart');
      if (event.name === 'purchase') fbq('track', 'Purchase', { value: event.order.value, currency: event.order.currency });
    }
    const edrone = allowed('emailMarketing') ? emailMarketingEvent(event) : null;
    if (edrone) {
      void emailMarketingReady.then(() => {
        if (!w._edrone) return;
        Object.assign(w._edrone, edrone);
        w._edrone.init?.();
      });
    }
    if (event.name === 'purchase' && event.order.surveyConsent && allowed('priceComparisonSurvey')) {
      w._ceneo?.('transaction', {
        client_email: event.order.email,
        order_id: event.order.code,
        shop_products: event.order.items.map((item) => ({ id: item.productId, price: item.price, quantity: item.totalQty, currency: event.order.currency })),
        amount: event.order.value,
      });
    }
  }
}
