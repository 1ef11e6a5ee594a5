// The optional integrations (docs/rules.md#integrations) that the browser loads (error reporting has its own module):
// which id each needs, which consent flag it waits for, where its official script comes from, and the
// origins the page's CSP must allow for it, only when it is configured.
import type { ConsentFlag } from '../consent/consent';

export type IntegrationKey =
  | 'tagManager'
  | 'analytics'
  | 'adsConversion'
  | 'socialPixel'
  | 'emailMarketing'
  | 'priceComparisonSurvey'
  | 'callbackWidget'
  | 'reviewWidget';

/** What the browser needs to know: the configured ids only (all public values). */
export interface IntegrationConfig {
  tagManager?: string;
  analytics?: string;
  adsConversion?: string;
  socialPixel?: string;
  emailMarketing?: string;
  priceComparisonSurvey?: string;
  callbackWidget?: string;
  reviewWidget?: { customerId: string; popupToken?: string; delayMs: number };
}

/**
 * Where the page carries its IntegrationConfig (src/components/integrations/Integrations.astro): a JSON
 * script with a data attribute, which no HTML from the platform can produce (its content never keeps a
 * script element, its SEO header tags never keep a data attribute on one). Never looked up by id.
 */
export const INTEGRATIONS_CONFIG_SELECTOR = 'script[type="application/json"][data-integrations-config]';

/** The consent each integration waits for (no tag and no tracking cookie before it). */
export const INTEGRATION_CONSENT: Readonly<Record<IntegrationKey, ConsentFlag>> = {
  tagManager: 'analytics',
  analytics: 'analytics',
  adsConversion: 'ads',
  socialPixel: 'ads',
  emailMarketing: 'ads',
  priceComparisonSurvey: 'functional',
  callbackWidget: 'functional',
  reviewWidget: 'functional',
};

interface VendorOrigins {
  script: readonly string[];
  connect: readonly string[];
  img: readonly string[];
  frame: readonly string[];
}

/** Where each vendor's official snippet loads from and talks to. */
export const VENDOR_ORIGINS: Readonly<Record<IntegrationKey, VendorOrigins>> = {
  tagManager: {
    script: ['https://www.googletagmanager.com'],
    connect: ['https://www.google-analytics.com', 'https://*.google-analytics.com'],
    img: ['https://www.googletagmanager.com', 'https://www.google-analytics.com'],
    frame: ['https://www.googletagmanager.com'],
  },
  analytics: {
    script: ['https://www.googletagmanager.com'],
    connect: ['https://www.google-analytics.com', 'https://*.google-analytics.com'],
    img: ['https://www.google-analytics.com'],
    frame: [],
  },
  adsConversion: {
    script: ['https://www.googletagmanager.com', 'https://www.googleadservices.com'],
    connect: ['https://www.google.com', 'https://googleads.g.doubleclick.net'],
    img: ['https://www.google.com', 'https://googleads.g.doubleclick.net'],
    frame: ['https://td.doubleclick.net'],
  },
  socialPixel: { script: ['https://connect.facebook.net'], connect: ['https://www.facebook.com'], img: ['https://www.facebook.com'], frame: [] },
  emailMarketing: {
    script: ['https://d3bo67muzbfgtl.cloudfront.net'],
    connect: ['https://api.edrone.me'],
    img: ['https://d3bo67muzbfgtl.cloudfront.net'],
    frame: [],
  },
  priceComparisonSurvey: {
    script: ['https://ssl.ceneo.pl'],
    connect: ['https://ssl.ceneo.pl'],
    img: ['https://ssl.ceneo.pl'],
    frame: ['https://ssl.ceneo.pl'],
  },
  callbackWidget: {
    script: ['https://cdn-widget.callpage.io'],
    connect: ['https://core.callpage.io', 'wss://core.callpage.io'],
    img: ['https://cdn-widget.callpage.io'],
    frame: ['https://cdn-widget.callpage.io'],
  },
  reviewWidget: {
    script: ['https://sw-assets.ekomiapps.de', 'https://widgets.ekomi.com'],
    connect: ['https://widgets.ekomi.com'],
    img: ['https://sw-assets.ekomiapps.de', 'https://widgets.ekomi.com'],
    frame: ['https://widgets.ekomi.com'],
  },
};

interface IntegrationEnv {
  GTM_ID?: string | undefined;
  ANALYTICS_ID?: string | undefined;
  ADS_CONVERSION_ID?: string | undefined;
  SOCIAL_PIXEL_ID?: string | undefined;
  EMAIL_MARKETING_ID?: string | undefined;
  PRICE_COMPARISON_SURVEY_ID?: string | undefined;
  CALLBACK_WIDGET_ID?: string | undefined;
  REVIEW_WIDGET_CUSTOMER_ID?: string | undefined;
  REVIEW_WIDGET_POPUP_TOKEN?: string | undefined;
  REVIEW_WIDGET_DELAY_MS?: number | undefined;
}

/** The configured integrations (an unset id leaves its integration out entirely). */
export function integrationConfig(source: IntegrationEnv): IntegrationConfig {
  const config: IntegrationConfig = {};
  if (source.GTM_ID) config.tagManager = source.GTM_ID;
  if (source.ANALYTICS_ID) config.analytics = source.ANALYTICS_ID;
  if (source.ADS_CONVERSION_ID) config.adsConversion = source.ADS_CONVERSION_ID;
  if (source.SOCIAL_PIXEL_ID) config.socialPixel = source.SOCIAL_PIXEL_ID;
  if (source.EMAIL_MARKETING_ID) config.emailMarketing = source.EMAIL_MARKETING_ID;
  if (source.PRICE_COMPARISON_SURVEY_ID) config.priceComparisonSurvey = source.PRICE_COMPARISON_SURVEY_ID;
  if (source.CALLBACK_WIDGET_ID) config.callbackWidget = source.CALLBACK_WIDGET_ID;
  if (source.REVIEW_WIDGET_CUSTOMER_ID) {
    config.reviewWidget = {
      customerId: source.REVIEW_WIDGET_CUSTOMER_ID,
      delayMs: source.REVIEW_WIDGET_DELAY_MS ?? 0,
      ...(source.REVIEW_WIDGET_POPUP_TOKEN ? { popupToken: source.REVIEW_WIDGET_POPUP_TOKEN } : {}),
    };
  }
  return config;
}

export const configuredIntegrations = (config: IntegrationConfig): IntegrationKey[] =>
  (Object.keys(config) as IntegrationKey[]).filter((key) => config[key] !== undefined);

/** The CSP additions for the configured integrations: directive → origins. */
export function integrationCspOrigins(config: IntegrationConfig): Map<string, string[]> {
  const additions = new Map<string, Set<string>>();
  const add = (directive: string, origins: readonly string[]) => {
    const set = additions.get(directive) ?? new Set<string>();
    for (const origin of origins) set.add(origin);
    additions.set(directive, set);
  };
  for (const key of configuredIntegrations(config)) {
    const origins = VENDOR_ORIGINS[key];
    add('script-src', origins.script);
    add('connect-src', origins.connect);
    add('img-src', origins.img);
    add('frame-src', origins.frame);
  }
  return new Map([...additions].filter(([, set]) => set.size > 0).map(([directive, set]) => [directive, [...set]]));
}
