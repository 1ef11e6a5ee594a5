// Shop-wide data every page needs: settings, global SEO and the sales channel.
// Each read goes through the platform client's response cache (5 minutes, served stale while the
// platform is down). A failure of settings or SEO only warns: the defaults remain.
import type { components } from '../platform';
import type { Locale } from '../../i18n/locales';
import { chooseSalesChannel, channelCurrency, listedSalesChannels } from '../commerce/sales-channel';
import type { SeoShape } from '../commerce/seo';
import { platformFor } from './platform-for-request';
import { DEFAULT_SHOP_SETTINGS, readShopSettings, type ShopSettings } from './shop-settings';
import { readRecently, recentReads } from './recent-reads';

export type SalesChannel = components['schemas']['SalesChannel'];

export { SALES_CHANNEL_COOKIE } from './sales-channel-cookie';
/** Sales channels are fetched with limit 500. */
export const SALES_CHANNEL_LIMIT = 500;
/** A shop has a handful of languages; one page of them is all of them. */
const LANGUAGES_LIMIT = 100;

export interface Shell {
  /** The shop's name (store_name), when the platform gave one. */
  name?: string | undefined;
  settings: ShopSettings;
  /** Global SEO: the fallback of every page. */
  seo: SeoShape;
  /** The channel in use, chosen by the rules; null when the platform lists none. */
  channel: SalesChannel | null;
  /** Channels a shopper can pick (active, by name). */
  channels: SalesChannel[];
  /** Currency of the channel (default PLN). */
  currency: string;
  /** VAT rate of the currency, as the platform sends it. */
  vatRate?: string | null | undefined;
}

const warn = (what: string, error: unknown) =>
  console.warn(`[shell] ${what} could not be loaded; defaults remain:`, error instanceof Error ? error.message : error);

/**
 * What is built from a platform answer is built once per answer: a cached read gives the same frozen
 * data until the answer changes (src/lib/platform/cached-reads.ts), so every page of a locale and
 * channel shares the settings, the language list and the whole shell until then.
 */
const settingsOf = new WeakMap<object, ShopSettings>();
const languagesOf = new WeakMap<object, string[]>();

function memoised<T>(memo: WeakMap<object, T>, data: object, build: () => T): T {
  let value = memo.get(data);
  if (value === undefined) {
    value = build();
    memo.set(data, value);
  }
  return value;
}

async function loadSettings(locale: Locale, salesChannelId: string | undefined): Promise<ShopSettings> {
  const platform = platformFor({ locale, salesChannelId });
  try {
    // Without `?array` the platform answers the list of settings (with it, Heseya's flat map).
    const { data } = platform.unwrap(await platform.client.GET('/settings'));
    return Array.isArray(data) ? memoised(settingsOf, data, () => readShopSettings(data)) : readShopSettings([]);
  } catch (error) {
    warn('Shop settings', error);
    return DEFAULT_SHOP_SETTINGS;
  }
}

async function loadGlobalSeo(locale: Locale, salesChannelId: string | undefined): Promise<SeoShape> {
  const platform = platformFor({ locale, salesChannelId });
  try {
    const body = platform.unwrap(await platform.client.GET('/seo'));
    return body.data as SeoShape;
  } catch (error) {
    warn('Global SEO', error);
    return {};
  }
}

async function loadChannels(locale: Locale, salesChannelId: string | undefined): Promise<SalesChannel[]> {
  const platform = platformFor({ locale, salesChannelId });
  try {
    const page = await platform.list('/sales-channels', { lang_fallback: 'any', limit: SALES_CHANNEL_LIMIT });
    return page.data;
  } catch (error) {
    warn('Sales channels', error);
    return [];
  }
}

/** The platform's languages (GET /languages, each with its iso); an empty list when unknown. */
async function loadLanguages(locale: Locale, salesChannelId: string | undefined): Promise<string[]> {
  const platform = platformFor({ locale, salesChannelId });
  try {
    const page = await platform.list('/languages', { limit: LANGUAGES_LIMIT });
    return memoised(languagesOf, page.data, () => page.data.map((language) => language.iso.toLowerCase()));
  } catch (error) {
    warn('Languages', error);
    return [];
  }
}

const warnedLanguages = new Set<string>();

/** A language the platform does not have logs a warning (once per language and process); pages still render. */
function warnIfMissingLanguage(locale: Locale, languages: readonly string[]): void {
  if (languages.length === 0 || languages.includes(locale) || warnedLanguages.has(locale)) return;
  warnedLanguages.add(locale);
  console.warn(`[shell] The platform has no language "${locale}" (it has ${languages.join(', ')}); its answers come in its default language.`);
}

interface BuiltShell {
  seo: SeoShape;
  allChannels: SalesChannel[];
  shell: Shell;
}
/** Shells by their settings, then by locale and selected channel (bounded: the channel comes from a cookie). */
const builtShells = new WeakMap<ShopSettings, Map<string, BuiltShell>>();
const MAX_SHELLS_PER_SETTINGS = 64;

const recentShells = recentReads<Shell>();

/** Everything the shell needs for one request; never throws. Read-only: every page of a locale and channel shares it. */
export function getShell(locale: Locale, selectedChannelId?: string | null): Promise<Shell> {
  return readRecently(recentShells, `${locale}\n${selectedChannelId ?? ''}`, () => loadShell(locale, selectedChannelId));
}

/** The channel list each locale last read, from which the channel in use is foreseen (below). */
const lastChannelLists = new Map<Locale, SalesChannel[]>();

async function loadShell(locale: Locale, selectedChannelId?: string | null): Promise<Shell> {
  // Every call carries the channel in use. The channel list is read with the stored channel
  // when there is one and without a channel on a first visit (it is how the channel is found); the
  // other reads carry the channel chosen from it by the rules. They start at once with the
  // channel the last list read would choose, and are read again only when this list chooses another,
  // so a slow platform costs one round trip rather than two.
  const channelsRead = loadChannels(locale, selectedChannelId || undefined);
  const readRest = (channelId: string | undefined) =>
    Promise.all([loadSettings(locale, channelId), loadGlobalSeo(locale, channelId), loadLanguages(locale, channelId)]);
  const lastList = lastChannelLists.get(locale);
  const likely = lastList && chooseChannel(lastList, locale, selectedChannelId)?.id;
  const early = likely ? readRest(likely) : undefined;
  const allChannels = await channelsRead;
  lastChannelLists.set(locale, allChannels);
  const channelId = chooseChannel(allChannels, locale, selectedChannelId)?.id;
  const [settings, seo, languages] = early && likely === channelId ? await early : await readRest(channelId);
  warnIfMissingLanguage(locale, languages);
  const key = `${locale}\n${selectedChannelId ?? ''}`;
  let shells = builtShells.get(settings);
  const built = shells?.get(key);
  if (built && built.seo === seo && built.allChannels === allChannels) return built.shell;
  const shell = buildShell(settings, seo, allChannels, locale, selectedChannelId);
  if (!shells) {
    shells = new Map();
    builtShells.set(settings, shells);
  }
  if (shells.size >= MAX_SHELLS_PER_SETTINGS) shells.clear();
  shells.set(key, { seo, allChannels, shell });
  return shell;
}

/**
 * The channel in use: the stored one, else slug pl, else the first, among the listed
 * (active) channels so that an inactive one is never used; among all when none is listed.
 */
function chooseChannel(allChannels: SalesChannel[], locale: Locale, selectedChannelId: string | null | undefined): SalesChannel | null {
  const channels = listedSalesChannels(allChannels, locale);
  return chooseSalesChannel(channels.length ? channels : allChannels, selectedChannelId);
}

/** The channel a shopper without a stored choice is served in (its id is what shop-wide reads carry). */
export async function defaultSalesChannelId(locale: Locale): Promise<string | undefined> {
  return chooseChannel(await loadChannels(locale, undefined), locale, undefined)?.id;
}

function buildShell(settings: ShopSettings, seo: SeoShape, allChannels: SalesChannel[], locale: Locale, selectedChannelId: string | null | undefined): Shell {
  // A shopper picks among the listed channels.
  const channels = listedSalesChannels(allChannels, locale);
  const channel = chooseChannel(allChannels, locale, selectedChannelId);
  return Object.freeze({
    name: settings.storeName,
    settings,
    seo,
    channel,
    channels,
    currency: channelCurrency(channel),
    // Heseya keeps the rate on the sales channel (its Currency has none); the channel's currency rate is
    // only a fallback (the embedded platform's currencies carry a default 23 that would mask the channel's).
    vatRate: channel?.vat_rate || channel?.default_currency?.vat_rate,
  });
}
