// The one message catalogue: every namespace in ./catalogue, merged per locale.
// Keys are dotted paths ('errors.backHome'); a key that does not exist is a type error.
import type { Locale } from './locales';
import type { MessageTree } from './define';
import { interpolate, type MessageParams } from './interpolate';

export { interpolate, type MessageParams };
export { plural, type PluralForms } from './plural';
import { common } from './catalogue/common';
import { errors } from './catalogue/errors';
import { validation } from './catalogue/validation';
import { checkout } from './catalogue/checkout';
import { checkoutOptions } from './catalogue/checkout-options';
import { cart } from './catalogue/cart';
import { product } from './catalogue/product';
import { blog } from './catalogue/blog';
import { shell } from './catalogue/shell';
import { catalogue as catalogueMessages } from './catalogue/catalogue';
import { search } from './catalogue/search';
import { notifications } from './catalogue/notifications';
import { account } from './catalogue/account';
import { addresses } from './catalogue/addresses';
import { orders } from './catalogue/orders';
import { settings } from './catalogue/settings';
import { wishlist } from './catalogue/wishlist';
import { payment } from './catalogue/payment';
import { consent } from './catalogue/consent';
import { contact } from './catalogue/contact';
import { preview } from './catalogue/preview';

const namespaces = {
  common,
  errors,
  validation,
  checkout,
  checkoutOptions,
  blog,
  cart,
  shell,
  catalogue: catalogueMessages,
  search,
  product,
  notifications,
  account,
  addresses,
  orders,
  settings,
  wishlist,
  payment,
  consent,
  contact,
  preview,
} as const;

type Namespaces = typeof namespaces;
type Catalogue = { [N in keyof Namespaces]: Namespaces[N]['en'] };

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<Catalogue>;

const catalogues = new Map<Locale, Catalogue>();

/** Every namespace of one locale (built once per locale: pages look up hundreds of keys). */
export function catalogue(locale: Locale): Catalogue {
  let merged = catalogues.get(locale);
  if (!merged) {
    merged = Object.fromEntries(Object.entries(namespaces).map(([name, ns]) => [name, ns[locale]])) as Catalogue;
    catalogues.set(locale, merged);
  }
  return merged;
}

function lookup(tree: MessageTree, key: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The message for a key in a locale, with {placeholders} filled in. */
// A page asks for a few hundred messages: each key is walked once per locale, then found by name.
const resolved: Record<Locale, Map<string, string>> = { pl: new Map(), en: new Map() };

export function t(locale: Locale, key: MessageKey, params?: MessageParams): string {
  let template = resolved[locale].get(key);
  if (template === undefined) {
    template = lookup(catalogue(locale) as unknown as MessageTree, key);
    if (template === undefined) throw new Error(`Missing message ${key} for ${locale}`);
    resolved[locale].set(key, template);
  }
  return interpolate(template, params);
}

/** A translator bound to one locale, for pages and components. */
export function translator(locale: Locale) {
  return (key: MessageKey, params?: MessageParams) => t(locale, key, params);
}

export { namespaces as messageNamespaces };
