// Plural forms: their own module so that islands can pick a plural without pulling in the message catalogue.
import { INTL_LOCALE, type Locale } from './locales';
import { interpolate, type MessageParams } from './interpolate';

export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

// Building an Intl.PluralRules costs far more than selecting with one, and a render picks plurals
// again and again: keep one per locale.
const pluralRules = new Map<Locale, Intl.PluralRules>();

/** Picks the plural form by Intl.PluralRules (Polish: one, few, many, other) and fills {count}. */
export function plural(locale: Locale, count: number, forms: PluralForms, params: MessageParams = {}): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(INTL_LOCALE[locale]);
    pluralRules.set(locale, rules);
  }
  return interpolate(forms[rules.select(count)] ?? forms.other, { count, ...params });
}
