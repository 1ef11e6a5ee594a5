import type { StoredChannel, StoredCurrency, StoredLanguage } from '../channels/channel-store.ts';
import type { StoredShippingMethod, StoredPaymentMethod } from '../orders/shipping-types.ts';
import type { StoredDiscount } from '../cart/discount-types.ts';
import type { StoredRedirect } from '../content/content-routes.ts';
import { demoId } from './ids.ts';
import { CUSTOMER_ROLE_ID } from '../users/roles-store.ts';

export const LANGUAGE_PL = demoId('language:pl');
export const LANGUAGE_EN = demoId('language:en');

export const demoLanguages = (): StoredLanguage[] => [
  { id: LANGUAGE_PL, iso: 'pl', name: 'Polski', default: true, hidden: false },
  { id: LANGUAGE_EN, iso: 'en', name: 'English', default: false, hidden: false },
];

export const demoCurrencies = (): StoredCurrency[] => [
  { code: 'PLN', name: 'Polski złoty', decimal_places: 2, vat_rate: '23' },
  { code: 'EUR', name: 'Euro', decimal_places: 2, vat_rate: '23' },
];

const both = (pl: string, en: string) => ({ pl: { name: pl }, en: { name: en } });

export function demoChannels(): StoredChannel[] {
  const base = { default_language: 'pl', vat_rate: '23' };
  return [
    {
      ...base,
      id: demoId('channel:pl'),
      slug: 'pl',
      translations: both('Polska', 'Poland'),
      status: 'active',
      default_currency: 'PLN',
      countries: ['RU', 'BY'],
      countries_block_list: true,
    },
    {
      ...base,
      id: demoId('channel:eu'),
      slug: 'eu',
      translations: both('Europa', 'Europe'),
      status: 'active',
      default_currency: 'EUR',
      default_language: 'en',
      countries: ['RU', 'BY'],
      countries_block_list: true,
    },
    {
      ...base,
      id: demoId('channel:hurt'),
      slug: 'hurt',
      translations: both('Sprzedaż hurtowa', 'Wholesale'),
      status: 'inactive',
      default_currency: 'PLN',
      countries: ['PL'],
      countries_block_list: false,
    },
    {
      ...base,
      id: demoId('channel:test'),
      slug: 'test',
      translations: both('Kanał testowy', 'Test channel'),
      status: 'hidden',
      default_currency: 'PLN',
      countries: [],
      countries_block_list: false,
    },
  ];
}

export const PAYMENT_CARD = demoId('payment:card');
export const PAYMENT_COD = demoId('payment:cod');
export const PAYMENT_TRANSFER = demoId('payment:transfer');

export const demoPaymentMethods = (): StoredPaymentMethod[] => [
  {
    id: PAYMENT_CARD,
    alias: 'card',
    kind: 'online',
    public: true,
    icon: null,
    translations: both('Karta lub BLIK (bramka testowa)', 'Card or BLIK (test gateway)'),
  },
  { id: PAYMENT_COD, alias: 'cod', kind: 'on-delivery', public: true, icon: null, translations: both('Płatność przy odbiorze', 'Cash on delivery') },
  {
    id: PAYMENT_TRANSFER,
    alias: 'bank-transfer',
    kind: 'offline',
    public: true,
    icon: null,
    translations: both('Przelew tradycyjny', 'Traditional bank transfer'),
  },
];

const pln = (PLN: number, EUR: number) => ({ PLN: PLN.toFixed(2), EUR: EUR.toFixed(2) });
const ranges = (price: [number, number], freeFrom?: [number, number]) => [
  { start: pln(0, 0), value: pln(...price) },
  ...(freeFrom ? [{ start: pln(...freeFrom), value: pln(0, 0) }] : []),
];

export function demoShippingMethods(): StoredShippingMethod[] {
  const sm = (key: string, sort: number, pl: string, en: string, rest: Partial<StoredShippingMethod>): StoredShippingMethod => ({
    id: demoId(`shipping:${key}`),
    sort,
    translations: { pl: { name: pl, description: '' }, en: { name: en, description: '' } },
    shipping_type: 'address',
    payment_on_delivery: false,
    public: true,
    price_ranges: ranges([14.99, 4.99]),
    shipping_time_min: 1,
    shipping_time_max: 2,
    countries: ['PL'],
    is_block_list_countries: false,
    payment_method_ids: [PAYMENT_CARD, PAYMENT_TRANSFER],
    shipping_points: [],
    metadata: {},
    ...rest,
  });
  return [
    sm('courier', 0, 'Kurier', 'Courier', { price_ranges: ranges([14.99, 4.99], [400, 95]) }),
    sm('courier-cod', 1, 'Kurier — płatność przy odbiorze', 'Courier — cash on delivery', {
      payment_on_delivery: true,
      price_ranges: ranges([19.99, 5.99]),
      payment_method_ids: [PAYMENT_COD],
    }),
    sm('paczkomat', 2, 'Paczkomat InPost', 'InPost parcel locker', {
      shipping_type: 'point-external',
      price_ranges: ranges([11.99, 3.99]),
      metadata: { paczkomat: true },
    }),
    sm('dpd-pickup', 3, 'Odbiór w punkcie DPD Pickup', 'DPD Pickup point', {
      shipping_type: 'point-external',
      price_ranges: ranges([10.99, 3.49]),
      shipping_time_max: 3,
      metadata: { dpd_pickup: true },
    }),
    sm('dhl-pickup', 4, 'Odbiór w punkcie DHL POP', 'DHL POP pick-up point', {
      shipping_type: 'point-external',
      price_ranges: ranges([9.99, 2.99]),
      shipping_time_max: 3,
      metadata: { dhl_pickup: true },
    }),
    sm('showroom', 5, 'Odbiór osobisty w salonie', 'Pick-up at our showroom', {
      shipping_type: 'point',
      price_ranges: ranges([0, 0]),
      shipping_time_min: 0,
      shipping_time_max: 1,
      shipping_points: [
        {
          id: demoId('point:warszawa'),
          name: 'Salon Warszawa',
          address: 'ul. Marszałkowska 10',
          zip: '00-590',
          city: 'Warszawa',
          country: 'PL',
          phone: '+48221234567',
        },
        { id: demoId('point:krakow'), name: 'Salon Kraków', address: 'ul. Floriańska 5', zip: '31-019', city: 'Kraków', country: 'PL', phone: '+48121234567' },
      ],
    }),
    sm('international', 6, 'Kurier międzynarodowy', 'International courier', {
      price_ranges: ranges([59.99, 14.99]),
      shipping_time_min: 3,
      shipping_time_max: 7,
      countries: ['RU', 'BY', 'PL'],
      is_block_list_countries: true,
    }),
    sm('digital', 7, 'Wysyłka elektroniczna (e-mail)', 'Electronic delivery (e-mail)', {
      shipping_type: 'digital',
      price_ranges: ranges([0, 0]),
      shipping_time_min: 0,
      shipping_time_max: 0,
      countries: [],
      is_block_list_countries: true,
    }),
  ];
}

const named = (pl: string, en: string, descPl = '', descEn = '') => ({ pl: { name: pl, description: descPl }, en: { name: en, description: descEn } });
const now = Date.now();
const day = 86_400_000;

/** Sale names give amounts in złoty, the currency of the shop's default channel, in both languages. */
export function demoDiscounts(): StoredDiscount[] {
  const d = (key: string, rest: Partial<StoredDiscount> & Pick<StoredDiscount, 'translations' | 'target_type'>): StoredDiscount => ({
    id: demoId(`discount:${key}`),
    code: null,
    percentage: null,
    amounts: null,
    target_is_allow_list: true,
    target_products: [],
    target_sets: [],
    target_shipping_methods: [],
    condition_groups: [],
    priority: 0,
    active: true,
    metadata: {},
    ...rest,
  });
  const product = (slug: string) => demoId(`product:${slug}`);
  return [
    d('kitchen-sale', {
      translations: named('Wyprzedaż w kuchni −20%', 'Kitchen sale −20%'),
      target_type: 'products',
      percentage: '20',
      target_sets: [demoId('set:kuchnia')],
      priority: 10,
    }),
    d('summer-sale', {
      translations: named('Letnia promocja −30 zł', 'Summer deal −PLN 30'),
      target_type: 'products',
      amounts: pln(30, 7),
      target_products: [product('koszulka-las'), product('plecak-miejski'), product('lezak-ogrodowy')],
      condition_groups: [
        {
          conditions: [
            { type: 'date-between', start_at: new Date(now - 30 * day).toISOString(), end_at: new Date(now + 365 * day).toISOString(), is_in_range: true },
          ],
        },
      ],
    }),
    d('expired-sale', {
      translations: named('Zakończona promocja zimowa', 'Finished winter deal'),
      target_type: 'products',
      percentage: '50',
      target_sets: [demoId('set:tekstylia')],
      condition_groups: [{ conditions: [{ type: 'date-between', start_at: '2020-01-01T00:00:00Z', end_at: '2020-02-01T00:00:00Z', is_in_range: true }] }],
    }),
    d('order-5', {
      translations: named('5% rabatu od 500 zł', '5% off orders over PLN 500'),
      target_type: 'order-value',
      percentage: '5',
      condition_groups: [{ conditions: [{ type: 'order-value', min_values: pln(500, 120), max_values: null, is_in_range: true }] }],
    }),
    d('free-shipping', {
      translations: named('Darmowa dostawa od 300 zł', 'Free delivery over PLN 300'),
      target_type: 'shipping-price',
      percentage: '100',
      target_shipping_methods: [demoId('shipping:courier'), demoId('shipping:paczkomat')],
      condition_groups: [{ conditions: [{ type: 'order-value', min_values: pln(300, 70), max_values: null, is_in_range: true }] }],
    }),
    d('cheapest-half', {
      translations: named('Najtańszy produkt −50% przy 3 produktach', 'Cheapest item −50% with 3 items'),
      target_type: 'cheapest-product',
      percentage: '50',
      condition_groups: [{ conditions: [{ type: 'cart-length', min_value: 3, max_value: null }] }],
    }),
    d('coupon-witaj', {
      code: 'WITAJ10',
      translations: named('Na dobry początek −10%', 'Welcome −10%'),
      target_type: 'order-value',
      percentage: '10',
      condition_groups: [{ conditions: [{ type: 'max-uses', max_uses: 1000 }] }],
    }),
    d('coupon-dostawa', {
      code: 'DOSTAWA0',
      translations: named('Darmowa dostawa', 'Free delivery'),
      target_type: 'shipping-price',
      percentage: '100',
      target_is_allow_list: false,
      condition_groups: [{ conditions: [{ type: 'coupons-count', min_value: null, max_value: 1 }] }],
    }),
    d('coupon-kubki', {
      code: 'KUBKI15',
      translations: named('Kubki −15%', 'Mugs −15%'),
      target_type: 'products',
      percentage: '15',
      target_sets: [demoId('set:kuchnia')],
      condition_groups: [
        {
          conditions: [
            { type: 'product-in-set', product_sets: [demoId('set:kuchnia')], is_allow_list: true },
            { type: 'weekday-in', weekday: [true, true, true, true, true, true, true] },
          ],
        },
      ],
    }),
    d('coupon-taniej', {
      code: 'TANIEJ',
      translations: named('Najtańszy gratis przy 4 produktach', 'Cheapest free with 4 items'),
      target_type: 'cheapest-product',
      percentage: '100',
      condition_groups: [{ conditions: [{ type: 'cart-length', min_value: 4, max_value: null }] }],
    }),
    d('coupon-vip', {
      code: 'VIP20',
      translations: named('Dla zalogowanych −20%', 'Signed-in customers −20%'),
      target_type: 'order-value',
      percentage: '20',
      condition_groups: [{ conditions: [{ type: 'user-in-role', roles: [CUSTOMER_ROLE_ID], is_allow_list: true }] }],
    }),
    d('coupon-lampy', {
      code: 'LAMPA50',
      translations: named('−50 zł na lampę stołową', 'PLN 50 off the table lamp'),
      target_type: 'products',
      amounts: pln(50, 12),
      target_products: [product('lampa-stolowa-lniana')],
      condition_groups: [{ conditions: [{ type: 'product-in', products: [product('lampa-stolowa-lniana')], is_allow_list: true }] }],
    }),
    d('coupon-noc', {
      code: 'NOCNY',
      translations: named('Nocne zakupy −10%', 'Night owl −10%'),
      target_type: 'order-value',
      percentage: '10',
      condition_groups: [
        { conditions: [{ type: 'time-between', start_at: '22:00', end_at: '23:59', is_in_range: true }] },
        { conditions: [{ type: 'time-between', start_at: '00:00', end_at: '05:59', is_in_range: true }] },
      ],
    }),
    d('coupon-raz', {
      code: 'JEDENRAZ',
      translations: named('−25 zł, raz na klienta', 'PLN 25 off, once per customer'),
      target_type: 'order-value',
      amounts: pln(25, 6),
      condition_groups: [{ conditions: [{ type: 'max-uses-per-user', max_uses: 1 }] }],
    }),
  ];
}

export function demoSettings(): [name: string, value: string, isPublic: boolean][] {
  return [
    ['store_name', 'Sklep Demo', true],
    ['store_logo', '/media/store-logo.svg', true],
    ['footer_store_logo', '/media/store-logo.svg', true],
    ['favicon_url', '/media/favicon.svg', true],
    ['top_site_text_pl', 'Darmowa dostawa od 300 zł — zamów do 14:00, wyślemy dziś!', true],
    ['top_site_text_en', 'Free delivery on orders over PLN 300 — order by 2 pm and we ship today!', true],
    ['allow_traditional_transfer', '1', true],
    ['storefront_disabled', '0', true],
    ['restrict_paczkomat_delivery', '1', true],
    ['product_subtext_attribute_slug', 'marka', true],
    ['custom_nav_redirect_url', '', true],
    ['primary_color', '#3d405b', true],
    ['primary_color_alt', '#f2cc8f', true],
    ['secondary_color', '#81b29a', true],
    ['highlight_color', '#e07a5f', true],
    ['error_color', '#c0392b', true],
    ['warning_color', '#f39c12', true],
    ['custom_js', '', true],
    ['custom_css', '', true],
    // Demo bank transfer details for the traditional transfer's page (/status/{code}/traditional-payment).
    ['bank_transfer_recipient', 'Sklep Demo sp. z o.o., ul. Przykładowa 1, 00-001 Warszawa', true],
    ['bank_transfer_account', 'PL61 1090 1014 0000 0712 1981 2874', true],
    ['internal_notes', 'Demo data — not shown to shoppers.', false],
  ];
}

export function demoRedirects(): StoredRedirect[] {
  const r = (key: string, name: string, source_url: string, target_url: string, type: StoredRedirect['type'] = 301): StoredRedirect => ({
    id: demoId(`redirect:${key}`),
    name,
    source_url,
    target_url,
    type,
    enabled: true,
  });
  return [
    r('about', 'Stary adres strony o nas', '/about-us', '/o-nas'),
    r('kitchen', 'Dawna kategoria kubków', '/kategoria/kubki', '/category/kuchnia'),
    r('old-products', 'Adresy produktów ze starego sklepu', '/produkt/{slug}', '/product/{slug}'),
    r('promo', 'Kampania letnia', '/lato', '/search/koszulka', 302),
    r('chain-a', 'Łańcuch przekierowań (1/2)', '/stara-oferta', '/oferta-2025', 301),
    r('chain-b', 'Łańcuch przekierowań (2/2)', '/oferta-2025', '/category/dom', 301),
  ];
}

export function demoSeo() {
  return {
    translations: {
      pl: {
        title: 'Sklep Demo — rzeczy na lata',
        description: 'Ceramika, tekstylia, meble i drobiazgi z polskich pracowni.',
        keywords: ['sklep', 'ceramika', 'wnętrza'],
      },
      en: {
        title: 'Demo Shop — things that last',
        description: 'Ceramics, textiles, furniture and small things from Polish studios.',
        keywords: ['shop', 'ceramics', 'interior'],
      },
    },
    twitter_card: 'summary_large_image' as const,
    no_index: false,
    header_tags: [{ type: 'meta' as const, content: 'Sklep Demo', attributes: { name: 'author' } }],
  };
}

export const demoStatuses = () => [
  { id: demoId('status:new'), sort: 0, translations: both('Nowe', 'New'), color: '3d405b', cancel: false, hidden: false },
  { id: demoId('status:processing'), sort: 1, translations: both('W realizacji', 'Processing'), color: 'f2cc8f', cancel: false, hidden: false },
  { id: demoId('status:shipped'), sort: 2, translations: both('Wysłane', 'Shipped'), color: '81b29a', cancel: false, hidden: false },
  { id: demoId('status:done'), sort: 3, translations: both('Zrealizowane', 'Completed'), color: '2a9d8f', cancel: false, hidden: false },
  { id: demoId('status:canceled'), sort: 4, translations: both('Anulowane', 'Canceled'), color: 'c0392b', cancel: true, hidden: false },
];

export const demoConsents = () => [
  { id: demoId('consent:statute'), translations: named('Akceptuję regulamin sklepu', 'I accept the shop terms'), required: true },
  { id: demoId('consent:newsletter'), translations: named('Chcę otrzymywać newsletter', 'I want to receive the newsletter'), required: false },
];
