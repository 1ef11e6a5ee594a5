import type { Db } from '../db/database.ts';
import { all, one } from '../db/database.ts';

export type ChannelStatus = 'active' | 'inactive' | 'hidden';
export type StoredChannel = {
  id: string;
  slug: string;
  translations: Record<string, { name: string }>;
  status: ChannelStatus;
  default_currency: string;
  default_language: string;
  countries: string[];
  countries_block_list: boolean;
  vat_rate: string;
};
export type StoredCurrency = { code: string; name: string; decimal_places: number; vat_rate: string };
export type StoredLanguage = { id: string; iso: string; name: string; default: boolean; hidden: boolean };
export type StoredCountry = { code: string; name: string; name_pl: string };

export const loadChannels = (db: Db) => all<{ data: string }>(db, 'SELECT data FROM sales_channels').map((r) => JSON.parse(r.data) as StoredChannel);
export const loadChannel = (db: Db, id: string): StoredChannel | undefined => {
  const row = one<{ data: string }>(db, 'SELECT data FROM sales_channels WHERE id = ? OR slug = ?', id, id);
  return row ? (JSON.parse(row.data) as StoredChannel) : undefined;
};
export const loadCurrencies = (db: Db) =>
  all<{ data: string }>(db, 'SELECT data FROM currencies ORDER BY code DESC').map((r) => JSON.parse(r.data) as StoredCurrency);
export const currencyCodes = (db: Db) => loadCurrencies(db).map((c) => c.code);
export const loadLanguages = (db: Db) => all<{ data: string }>(db, 'SELECT data FROM languages').map((r) => JSON.parse(r.data) as StoredLanguage);
export const loadCountries = (db: Db) => all<{ data: string }>(db, 'SELECT data FROM countries ORDER BY code').map((r) => JSON.parse(r.data) as StoredCountry);

/** The currency of the request's sales channel, else the pl channel's, else PLN. */
export function currentCurrency(db: Db, channelId: string | undefined): string {
  const channel = (channelId ? loadChannel(db, channelId) : undefined) ?? loadChannel(db, 'pl');
  return channel?.default_currency ?? 'PLN';
}

/** Country rule (docs/rules.md#country-rule): listed countries are allowed, or — with a block list — every country not listed. */
export function countryAllowed(countries: string[], isBlockList: boolean, code: string): boolean {
  if (countries.length === 0) return true;
  const listed = countries.includes(code.toUpperCase());
  return isBlockList ? !listed : listed;
}
