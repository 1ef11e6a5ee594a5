import type { Deps } from '../http/context.ts';
import { one, run, transaction } from '../db/database.ts';
import { loadDiscounts, loadProducts, loadSets, saveAttribute, saveDiscount, saveProduct, saveSet } from '../catalogue/store.ts';
import { listingPriceWriter } from '../catalogue/catalogue-index.ts';
import { recordPriceChanges } from '../catalogue/price-history.ts';
import { saveMediaFile } from '../media/store.ts';
import { logoSvg, productSvg, studioSvg } from '../media/product-art.ts';
import { seedDemoBanners } from './demo-banners.ts';
import { builtInRoles, OWNER_ROLE_ID, CUSTOMER_ROLE_ID } from '../users/roles-store.ts';
import { addAddress, createUser } from '../users/user-store.ts';
import { demoAttributes } from './demo-attributes.ts';
import { demoSets } from './demo-sets.ts';
import { demoProduct, PRODUCT_DEFS } from './demo-products.ts';
import { demoCountries } from './demo-countries.ts';
import { demoPages, STUDIO_PICTURE } from './demo-pages.ts';
import {
  demoChannels,
  demoConsents,
  demoCurrencies,
  demoDiscounts,
  demoLanguages,
  demoPaymentMethods,
  demoRedirects,
  demoSeo,
  demoSettings,
  demoShippingMethods,
  demoStatuses,
  PAYMENT_CARD,
} from './demo-shop.ts';
import { demoId } from './ids.ts';
import { DEMO_CUSTOMER, DEMO_PROVIDER, type SeedPasswordHashes } from './demo-accounts.ts';
import { saveProvider } from '../auth/provider-store.ts';
import { seedDemoOrders } from './demo-orders.ts';
import { seedLargeCatalogue } from './large-catalogue.ts';

export type SeedOptions = {
  adminEmail: string;
  /** From seedPasswordHashes (./demo-accounts.ts), computed before the seed's transaction. */
  passwordHashes: SeedPasswordHashes;
  /** Products in the catalogue: more than the demo's own adds generated ones (platform/seed/large-catalogue.ts). */
  products?: number;
};

/** Whether the database has no shop yet (seedIfEmpty would fill it). */
export const needsSeed = (db: Deps['db']): boolean => !one(db, 'SELECT id FROM languages LIMIT 1');

/** Fills an empty database with the demo shop. Does nothing once the shop has languages. */
export function seedIfEmpty(deps: Deps, options: SeedOptions): boolean {
  if (!needsSeed(deps.db)) return false;
  const restoreCache = options.products ? widerPageCache(deps.db) : () => {};
  try {
    seedInOneTransaction(deps, options);
  } finally {
    restoreCache();
  }
  return true;
}

/**
 * A large catalogue is written in one transaction, hundreds of megabytes of it: with SQLite's default page
 * cache (2 MB) its changed pages spill to the write-ahead log again and again before the commit. For the
 * seed alone the connection may cache up to 256 MB; the returned function puts the usual size back.
 */
function widerPageCache(db: Deps['db']): () => void {
  const { cache_size: usual } = one<{ cache_size: number }>(db, 'PRAGMA cache_size')!;
  db.exec('PRAGMA cache_size = -262144');
  return () => db.exec(`PRAGMA cache_size = ${Number(usual)}`);
}

function seedInOneTransaction(deps: Deps, options: SeedOptions): void {
  transaction(deps.db, () => {
    seedShop(deps, options);
    // Demo mode only: the accounts with published passwords (their orders go with them). Elsewhere the
    // demo catalogue stays (public shop data) and the demo sign-in provider is switched off.
    if (deps.demo) {
      seedDemoCustomer(deps, options);
      seedDemoOrders(deps);
    } else {
      switchOffDemoProvider(deps);
    }
    const now = new Date();
    const large = options.products ? seedLargeCatalogue(deps, options.products, now.getTime()) : undefined;
    // The seed wrote its own price history. With every category and sale saved, the listing prices are
    // written for the demo's own products, then for each generated one as it is written (one pass, no refresh after).
    const listing = listingPriceWriter(deps.db, loadSets(deps.db), loadDiscounts(deps.db), ['PLN', 'EUR'], now, false);
    run(deps.db, 'DELETE FROM listing_prices');
    for (const product of loadProducts(deps.db)) listing.write(product);
    large?.writeProducts(listing.write);
    listing.finish();
    run(deps.db, "DELETE FROM catalogue_state WHERE key = 'reindex'");
  });
}

function seedShop(deps: Deps, options: SeedOptions): void {
  const { db } = deps;
  const json = (v: unknown) => JSON.stringify(v);
  for (const l of demoLanguages()) run(db, 'INSERT INTO languages (id, iso, data) VALUES (?, ?, ?)', l.id, l.iso, json(l));
  for (const c of demoCurrencies()) run(db, 'INSERT INTO currencies (code, data) VALUES (?, ?)', c.code, json(c));
  for (const c of demoCountries()) run(db, 'INSERT INTO countries (code, data) VALUES (?, ?)', c.code, json(c));
  for (const ch of demoChannels()) run(db, 'INSERT INTO sales_channels (id, slug, data) VALUES (?, ?, ?)', ch.id, ch.slug, json(ch));
  for (const [name, value, isPublic] of demoSettings()) run(db, 'INSERT INTO settings (name, value, public) VALUES (?, ?, ?)', name, value, isPublic ? 1 : 0);
  run(db, 'INSERT INTO seo_global (id, data) VALUES (1, ?)', json(demoSeo()));
  for (const p of demoPages())
    run(db, 'INSERT INTO pages (id, slug, sort, public, data) VALUES (?, ?, ?, ?, ?)', p.id, p.slug, p.sort, p.public ? 1 : 0, json(p));
  for (const r of demoRedirects()) run(db, 'INSERT INTO redirects (id, slug, data) VALUES (?, ?, ?)', r.id, r.source_url, json(r));
  for (const s of demoStatuses()) run(db, 'INSERT INTO statuses (id, sort, data) VALUES (?, ?, ?)', s.id, s.sort, json(s));
  for (const c of demoConsents()) run(db, 'INSERT INTO consents (id, data) VALUES (?, ?)', c.id, json(c));
  // Outside demo mode there is no simulated gateway: its payment method would lead shoppers to a 404.
  for (const m of demoPaymentMethods().filter((method) => deps.demo || method.id !== PAYMENT_CARD))
    run(db, 'INSERT INTO payment_methods (id, data) VALUES (?, ?)', m.id, json(m));
  const shippingMethods = demoShippingMethods().map((m) =>
    deps.demo ? m : { ...m, payment_method_ids: m.payment_method_ids.filter((id) => id !== PAYMENT_CARD) },
  );
  for (const m of shippingMethods) run(db, 'INSERT INTO shipping_methods (id, sort, data) VALUES (?, ?, ?)', m.id, m.sort, json(m));
  for (const r of builtInRoles()) run(db, 'INSERT INTO roles (id, data) VALUES (?, ?)', r.id, json(r));

  saveMediaFile(
    db,
    deps.dataDir,
    { id: demoId('media:logo'), file: 'store-logo.svg', type: 'photo', alt: 'Sklep Demo', slug: 'store-logo', source: 'silverbox', metadata: {} },
    logoSvg('Sklep Demo'),
  );
  saveMediaFile(
    db,
    deps.dataDir,
    { id: demoId('media:favicon'), file: 'favicon.svg', type: 'photo', alt: 'Sklep Demo', slug: 'favicon', source: 'silverbox', metadata: {} },
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="#3d405b"/><path d="M18 44 l14 -24 l14 24 z" fill="#f2cc8f"/></svg>',
  );

  saveMediaFile(
    db,
    deps.dataDir,
    {
      id: demoId('media:studio'),
      file: STUDIO_PICTURE.file,
      type: 'photo',
      alt: STUDIO_PICTURE.alts.pl,
      alts: { ...STUDIO_PICTURE.alts },
      slug: 'o-nas-pracownia',
      source: 'silverbox',
      metadata: {},
    },
    studioSvg(),
  );
  seedDemoBanners(db, deps.dataDir);
  demoAttributes().forEach((a, i) => {
    saveAttribute(db, a, i);
  });
  for (const s of demoSets()) saveSet(db, s);
  PRODUCT_DEFS.forEach((d, i) => {
    const mediaId = demoId(`media:${d.slug}`);
    saveMediaFile(
      db,
      deps.dataDir,
      { id: mediaId, file: `${d.slug}.svg`, type: 'photo', alt: d.pl[0], alts: { pl: d.pl[0], en: d.en[0] }, slug: d.slug, source: 'silverbox', metadata: {} },
      productSvg(d.slug, d.motif),
    );
    saveProduct(db, demoProduct(d, i, mediaId), i, false);
  });
  for (const d of demoDiscounts()) saveDiscount(db, d);

  // Price history as a price tracker would have recorded it: a month and a half ago everything cost
  // 10 % more; the regular prices from 40 days ago; the summer deal from 30 days ago (its start); the
  // table lamp cheaper for five days (10 to 5 days ago); the kitchen sale from 5 days ago. So the lowest
  // price of the 30 days before a sale is the regular price, as in a real shop (EU Omnibus figure).
  const day = 86_400_000;
  const daysAgo = (days: number) => new Date(Date.now() - days * day);
  const currencies = ['PLN', 'EUR'];
  for (const d of PRODUCT_DEFS) {
    for (const currency of currencies) {
      const product = demoProduct(d, 0, '');
      const base = Number(product.prices_base[currency]);
      run(
        db,
        'INSERT INTO price_history (product_id, currency, price_min, recorded_at) VALUES (?, ?, ?, ?)',
        product.id,
        currency,
        (base * 1.1).toFixed(2),
        daysAgo(45).toISOString(),
      );
    }
  }
  const kitchenSale = demoId('discount:kitchen-sale');
  recordPriceChanges(db, currencies, daysAgo(40), []);
  recordPriceChanges(
    db,
    currencies,
    daysAgo(30),
    loadDiscounts(db).filter((sale) => sale.id !== kitchenSale),
  );
  const lamp = demoId('product:lampa-stolowa-lniana');
  run(db, 'INSERT INTO price_history (product_id, currency, price_min, recorded_at) VALUES (?, ?, ?, ?)', lamp, 'PLN', '209.00', daysAgo(10).toISOString());
  run(db, 'INSERT INTO price_history (product_id, currency, price_min, recorded_at) VALUES (?, ?, ?, ?)', lamp, 'EUR', '49.00', daysAgo(10).toISOString());
  recordPriceChanges(db, currencies, daysAgo(5));

  createUser(db, {
    id: demoId('user:owner'),
    email: options.adminEmail,
    name: 'Właściciel Sklepu',
    passwordHash: options.passwordHashes.admin,
    roleIds: [OWNER_ROLE_ID],
  });
}

/** Demo mode only: the customer whose password is published, with addresses and a wishlist. */
function seedDemoCustomer(deps: Deps, options: SeedOptions): void {
  const { db } = deps;
  const customer = createUser(db, {
    id: demoId('user:customer'),
    email: DEMO_CUSTOMER.email,
    name: DEMO_CUSTOMER.name,
    passwordHash: options.passwordHashes.customer,
    roleIds: [CUSTOMER_ROLE_ID],
    phone: '+48600100200',
    consents: { [demoId('consent:statute')]: true, [demoId('consent:newsletter')]: false },
  });
  addAddress(
    db,
    customer.id,
    'shipping',
    'Dom',
    { name: 'Anna Kowalska', address: 'ul. Długa 12/4', zip: '31-147', city: 'Kraków', country: 'PL', phone: '+48600100200' },
    true,
  );
  addAddress(
    db,
    customer.id,
    'shipping',
    'Praca',
    { name: 'Anna Kowalska', address: 'ul. Rynek Główny 1', zip: '31-042', city: 'Kraków', country: 'PL', phone: '+48600100200' },
    false,
  );
  addAddress(
    db,
    customer.id,
    'billing',
    'Firma',
    {
      name: 'Anna Kowalska',
      company_name: 'Kowalska Design',
      address: 'ul. Długa 12/4',
      zip: '31-147',
      city: 'Kraków',
      country: 'PL',
      phone: '+48600100200',
      vat: '6762466223',
    },
    true,
  );
  const now = new Date().toISOString();
  for (const slug of ['lampa-stolowa-lniana', 'koc-welniany', 'kubek-ceramiczny-las']) {
    run(
      db,
      'INSERT INTO wishlist (id, user_id, product_id, created_at) VALUES (?, ?, ?, ?)',
      demoId(`wish:${slug}`),
      customer.id,
      demoId(`product:${slug}`),
      now,
    );
  }
}

/**
 * Migration 006 starts GitHub active with the demo client (its sign-in page is the simulator): outside
 * demo mode there is no simulator, so the provider starts off and without the published client.
 */
function switchOffDemoProvider(deps: Deps): void {
  saveProvider(deps.db, { key: DEMO_PROVIDER.key, active: false, client_id: null, client_secret: null });
}
