import type { Db } from '../db/database.ts';
import { fromCents } from '../catalogue/money.ts';
import { productPrices } from '../catalogue/product-pricing.ts';
import { productWriter, saveDiscount, saveSet, withSearchIndexRebuiltAfter } from '../catalogue/store.ts';
import type { StoredProduct, StoredProductSet, StoredSchema } from '../catalogue/types.ts';
import type { StoredDiscount } from '../cart/discount-types.ts';
import { productSvg, type Motif } from '../media/product-art.ts';
import { saveMediaFile } from '../media/store.ts';
import { attributeId, optionId } from './demo-attributes.ts';
import { PRODUCT_DEFS } from './demo-products.ts';
import { cachedDemoId, demoId, eurFrom } from './ids.ts';

/*
 * A large demo catalogue (`npm run platform:reset -- --products N`, PLATFORM_DEMO_PRODUCTS=N): the demo
 * shop's products plus generated ones, so the catalogue holds N products in all. Everything is derived
 * from the product's number and a fixed-seed generator, so two seeds of the same size are identical.
 * Names combine a kind, a model name, a material and a colour in both languages; products sit in the
 * leaves of a 4-level category tree (4 departments × 5 families × 5 styles × 4 material lines = 524
 * categories); they reuse the demo attributes (brand, material, colour, weight, release date), every
 * tenth has a size option, some categories and products are on sale, and each has a price history.
 */

type Words = readonly [pl: string, en: string];
type Family = { slug: string; name: Words; kinds: readonly (readonly [slug: string, pl: string, en: string, motif: Motif, pln: number])[] };
type Department = { slug: string; name: Words; families: readonly Family[] };

const DEPARTMENTS: readonly Department[] = [
  {
    slug: 'wyposazenie',
    name: ['Wyposażenie wnętrz', 'Interior furnishings'],
    families: [
      {
        slug: 'naczynia',
        name: ['Naczynia', 'Tableware'],
        kinds: [
          ['kubek', 'Kubek', 'mug', 'mug', 39],
          ['misa', 'Misa', 'bowl', 'mug', 59],
        ],
      },
      {
        slug: 'lampy',
        name: ['Lampy', 'Lamps'],
        kinds: [
          ['lampa', 'Lampa', 'lamp', 'lamp', 189],
          ['kinkiet', 'Kinkiet', 'wall light', 'lamp', 149],
        ],
      },
      {
        slug: 'siedziska',
        name: ['Siedziska', 'Seating'],
        kinds: [
          ['krzeslo', 'Krzesło', 'chair', 'chair', 349],
          ['taboret', 'Taboret', 'stool', 'chair', 159],
        ],
      },
      {
        slug: 'dekoracje',
        name: ['Dekoracje', 'Decorations'],
        kinds: [
          ['wazon', 'Wazon', 'vase', 'plant', 79],
          ['swiecznik', 'Świecznik', 'candle holder', 'lamp', 49],
        ],
      },
      {
        slug: 'przechowywanie',
        name: ['Przechowywanie', 'Storage'],
        kinds: [
          ['pudelko', 'Pudełko', 'box', 'box', 45],
          ['kosz', 'Kosz', 'basket', 'box', 69],
        ],
      },
    ],
  },
  {
    slug: 'odziez',
    name: ['Odzież i dodatki', 'Clothing & accessories'],
    families: [
      {
        slug: 'gora',
        name: ['Góra', 'Tops'],
        kinds: [
          ['koszula', 'Koszula', 'shirt', 'shirt', 139],
          ['sweter', 'Sweter', 'jumper', 'shirt', 199],
        ],
      },
      {
        slug: 'okrycia',
        name: ['Okrycia', 'Outerwear'],
        kinds: [
          ['kurtka', 'Kurtka', 'jacket', 'shirt', 399],
          ['kamizelka', 'Kamizelka', 'vest', 'shirt', 219],
        ],
      },
      {
        slug: 'torebki',
        name: ['Torebki', 'Handbags'],
        kinds: [
          ['torebka', 'Torebka', 'handbag', 'bag', 249],
          ['saszetka', 'Saszetka', 'pouch', 'bag', 79],
        ],
      },
      {
        slug: 'galanteria',
        name: ['Galanteria', 'Small goods'],
        kinds: [
          ['portfel', 'Portfel', 'wallet', 'bag', 129],
          ['pasek', 'Pasek', 'belt', 'bag', 99],
        ],
      },
      {
        slug: 'nakrycia-glowy',
        name: ['Nakrycia głowy', 'Headwear'],
        kinds: [
          ['czapka', 'Czapka', 'hat', 'shirt', 69],
          ['kapelusz', 'Kapelusz', 'sun hat', 'shirt', 119],
        ],
      },
    ],
  },
  {
    slug: 'rekreacja',
    name: ['Rekreacja', 'Outdoors'],
    families: [
      {
        slug: 'biwak',
        name: ['Biwak', 'Camping'],
        kinds: [
          ['namiot', 'Namiot', 'tent', 'bag', 699],
          ['hamak', 'Hamak', 'hammock', 'bag', 189],
        ],
      },
      {
        slug: 'piknik',
        name: ['Piknik', 'Picnic'],
        kinds: [
          ['koc-piknikowy', 'Koc piknikowy', 'picnic blanket', 'box', 149],
          ['kosz-piknikowy', 'Kosz piknikowy', 'picnic basket', 'box', 229],
        ],
      },
      {
        slug: 'uprawa',
        name: ['Uprawa', 'Growing'],
        kinds: [
          ['donica', 'Donica', 'planter', 'plant', 99],
          ['skrzynka', 'Skrzynka', 'crate', 'plant', 65],
        ],
      },
      {
        slug: 'rower',
        name: ['Rower', 'Cycling'],
        kinds: [
          ['sakwa', 'Sakwa', 'pannier', 'bag', 259],
          ['bidon', 'Bidon', 'bottle', 'mug', 49],
        ],
      },
      {
        slug: 'plaza',
        name: ['Plaża', 'Beach'],
        kinds: [
          ['recznik-plazowy', 'Ręcznik plażowy', 'beach towel', 'box', 89],
          ['parawan', 'Parawan', 'windbreak', 'box', 179],
        ],
      },
    ],
  },
  {
    slug: 'biuro',
    name: ['Biuro i nauka', 'Office & study'],
    families: [
      {
        slug: 'papeteria',
        name: ['Papeteria', 'Stationery'],
        kinds: [
          ['notes', 'Notes', 'notebook', 'book', 29],
          ['kalendarz', 'Kalendarz', 'diary', 'book', 59],
        ],
      },
      {
        slug: 'organizery',
        name: ['Organizery', 'Organisers'],
        kinds: [
          ['organizer', 'Organizer', 'desk organiser', 'box', 79],
          ['przybornik', 'Przybornik', 'pen pot', 'box', 39],
        ],
      },
      {
        slug: 'biurka',
        name: ['Biurka', 'Desks'],
        kinds: [
          ['biurko', 'Biurko', 'desk', 'chair', 899],
          ['podstawka', 'Podstawka', 'laptop stand', 'chair', 149],
        ],
      },
      {
        slug: 'pisanie',
        name: ['Pisanie', 'Writing'],
        kinds: [
          ['pioro', 'Pióro', 'fountain pen', 'card', 119],
          ['olowek', 'Ołówek', 'pencil', 'card', 9],
        ],
      },
      {
        slug: 'nauka',
        name: ['Nauka', 'Learning'],
        kinds: [
          ['globus', 'Globus', 'globe', 'plant', 249],
          ['tablica', 'Tablica', 'board', 'book', 189],
        ],
      },
    ],
  },
];

const STYLES: readonly (readonly [slug: string, pl: string, en: string])[] = [
  ['klasyczne', 'Klasyczne', 'Classic'],
  ['nowoczesne', 'Nowoczesne', 'Modern'],
  ['skandynawskie', 'Skandynawskie', 'Scandinavian'],
  ['industrialne', 'Industrialne', 'Industrial'],
  ['rustykalne', 'Rustykalne', 'Rustic'],
];

/** The demo's material options, with the "made of" phrase in each language. */
const MATERIALS: readonly (readonly [key: string, line: string, lineEn: string, made: string, madeEn: string])[] = [
  ['bawelna', 'Bawełna', 'Cotton', 'z bawełny', 'cotton'],
  ['ceramika', 'Ceramika', 'Ceramic', 'z ceramiki', 'ceramic'],
  ['drewno', 'Drewno', 'Wood', 'z drewna', 'wooden'],
  ['len', 'Len', 'Linen', 'z lnu', 'linen'],
  ['metal', 'Metal', 'Metal', 'z metalu', 'metal'],
  ['papier', 'Papier', 'Paper', 'z papieru', 'paper'],
];

const COLOURS: readonly (readonly [key: string, pl: string, en: string])[] = [
  ['czarny', 'czarny', 'black'],
  ['bialy', 'biały', 'white'],
  ['zielony', 'zielony', 'green'],
  ['niebieski', 'niebieski', 'blue'],
  ['czerwony', 'czerwony', 'red'],
  ['naturalny', 'naturalny', 'natural'],
];

const MODELS = [
  'Bałtyk',
  'Tatry',
  'Mazury',
  'Wisła',
  'Odra',
  'Bieszczady',
  'Karkonosze',
  'Pieniny',
  'Hel',
  'Puszcza',
  'Warta',
  'Narew',
  'Bug',
  'San',
  'Roztocze',
  'Kaszuby',
  'Podhale',
  'Żuławy',
  'Kurpie',
  'Jura',
  'Beskid',
  'Gorce',
  'Pilica',
  'Drwęca',
  'Rospuda',
  'Biebrza',
  'Wigry',
  'Hańcza',
  'Śnieżka',
  'Babia',
  'Giewont',
  'Rysy',
  'Łeba',
  'Dunajec',
  'Solina',
  'Mamry',
  'Śniardwy',
  'Gopło',
  'Ślęża',
  'Sudety',
  'Noteć',
  'Brda',
  'Wda',
  'Prosna',
  'Nida',
  'Raba',
  'Skawa',
  'Soła',
  'Poprad',
  'Orava',
] as const;

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
const WEIGHTS = [0.2, 0.35, 0.5, 1, 2.5, 5, 12, 25];
const RELEASES = ['2024-03-01', '2025-01-15', '2025-09-01', '2026-05-20'];
const BRANDS = ['lesna', 'nordic', 'wisla', 'tatry'];
const DAY = 86_400_000;

/** Deterministic numbers in [0, 1) (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Leaf = { set: StoredProductSet; department: Department; family: Family; familyIndex: number; style: number; material: (typeof MATERIALS)[number] };

function setOf(slug: string, parent: StoredProductSet | null, sort: number, pl: string, en: string): StoredProductSet {
  return {
    id: demoId(`set:${slug}`),
    slug,
    parent_id: parent?.id ?? null,
    public: true,
    sort,
    translations: {
      pl: { name: pl, description_html: `<p>${pl} — szeroki wybór w katalogu sklepu.</p>` },
      en: { name: en, description_html: `<p>${en} — a wide choice in the shop's catalogue.</p>` },
    },
    cover_id: null,
    metadata: {},
    seo: {
      translations: { pl: { title: `${pl} | Sklep Demo`, description: `Kategoria ${pl}` }, en: { title: `${en} | Demo Shop`, description: `${en} category` } },
    },
  };
}

/** The generated category tree (after the demo's own sets in sort order); answers the leaves, where products go. */
export function largeCatalogueSets(firstSort = 100): { sets: StoredProductSet[]; leaves: Leaf[] } {
  const sets: StoredProductSet[] = [];
  const leaves: Leaf[] = [];
  let sort = firstSort;
  let familyIndex = 0;
  for (const department of DEPARTMENTS) {
    const d = setOf(department.slug, null, sort++, ...department.name);
    sets.push(d);
    for (const family of department.families) {
      const f = setOf(`${department.slug}-${family.slug}`, d, sort++, ...family.name);
      sets.push(f);
      STYLES.forEach(([styleSlug, stylePl, styleEn], style) => {
        const s = setOf(`${f.slug}-${styleSlug}`, f, sort++, `${family.name[0]}: ${stylePl.toLowerCase()}`, `${styleEn} ${family.name[1].toLowerCase()}`);
        sets.push(s);
        for (let m = 0; m < 4; m++) {
          const material = MATERIALS[(familyIndex + style + m) % MATERIALS.length]!;
          const leaf = setOf(
            `${s.slug}-${material[0]}`,
            s,
            sort++,
            `${s.translations.pl!.name} — ${material[1].toLowerCase()}`,
            `${s.translations.en!.name} — ${material[2].toLowerCase()}`,
          );
          sets.push(leaf);
          leaves.push({ set: leaf, department, family, familyIndex, style, material });
        }
      });
      familyIndex++;
    }
  }
  return { sets, leaves };
}

const kindMediaIds = cachedDemoId();
const kindMediaId = (kind: string) => kindMediaIds(`media:kind-${kind}`);
const money = (pln: number) => ({ PLN: pln.toFixed(2), EUR: eurFrom(pln) });

function sizeSchema(key: string): StoredSchema {
  const option = (size: string, pln: number, isDefault = false) => ({
    id: demoId(`option:${key}-${size}`),
    translations: { pl: { name: size }, en: { name: size } },
    prices: money(pln),
    available: true,
    default: isDefault,
  });
  return {
    id: demoId(`schema:${key}-size`),
    type: 'select',
    translations: { pl: { name: 'Rozmiar' }, en: { name: 'Size' } },
    required: true,
    hidden: false,
    prices: {},
    options: [option('S', 0, true), option('M', 0), option('L', 10)],
    used_schemas: [],
    min: null,
    max: null,
    step: null,
    default: null,
  };
}

/** The n-th generated product (0-based) in `leaf`; `number` is its number in the whole catalogue. */
export function generatedProduct(n: number, leaf: Leaf, leafCount: number): StoredProduct {
  const rnd = random(n + 1);
  const perLeaf = Math.floor(n / leafCount);
  const [kindSlug, kindPl, kindEn, , basePln] = leaf.family.kinds[perLeaf % 2]!;
  const model = MODELS[Math.floor(perLeaf / 2) % MODELS.length]!;
  const colour = COLOURS[Math.floor(perLeaf / (2 * MODELS.length)) % COLOURS.length]!;
  const edition = Math.floor(perLeaf / (2 * MODELS.length * COLOURS.length));
  const [materialKey, , , made, madeEn] = leaf.material;
  const suffixPl = edition ? `, edycja ${edition + 1}` : '';
  const suffixEn = edition ? `, edition ${edition + 1}` : '';
  const namePl = `${kindPl} „${model}” ${made}, ${colour[1]}${suffixPl}`;
  const nameEn = `“${model}” ${madeEn} ${kindEn}, ${colour[2]}${suffixEn}`;
  const slug = `${kindSlug}-${ascii(model)}-${materialKey}-${colour[0]}-${n + 1}`;
  const pln = Math.round(basePln * (0.6 + rnd() * 1.2)) - 0.01;
  const second = COLOURS[Math.floor(rnd() * COLOURS.length)]![0];
  const colours = [...new Set([colour[0], ...(rnd() < 0.3 ? [second] : [])])];
  const brand = BRANDS[Math.floor(rnd() * BRANDS.length)]!;
  const weight = WEIGHTS[Math.floor(rnd() * WEIGHTS.length)]!;
  const release = rnd() < 0.3 ? RELEASES[Math.floor(rnd() * RELEASES.length)] : undefined;
  const stockRoll = rnd();
  const shortPl = `${kindPl} z serii „${model}” w stylu ${STYLES[leaf.style]![1].toLowerCase().replace(/e$/, 'ym')}, kolor ${colour[1]}.`;
  const shortEn = `A ${kindEn} from the “${model}” line in ${STYLES[leaf.style]![2].toLowerCase()} style, ${colour[2]}.`;
  return {
    id: demoId(`product:${slug}`),
    slug,
    public: true,
    translations: {
      pl: {
        name: namePl,
        description_short: shortPl,
        description_html: `<h2>${namePl}</h2><p>${shortPl}</p><ul><li>Materiał: ${leaf.material[1].toLowerCase()}</li><li>Wysyłka w ekologicznym opakowaniu</li></ul>`,
      },
      en: {
        name: nameEn,
        description_short: shortEn,
        description_html: `<h2>${nameEn}</h2><p>${shortEn}</p><ul><li>Material: ${leaf.material[2].toLowerCase()}</li><li>Shipped in eco-friendly packaging</li></ul>`,
      },
    },
    prices_base: money(Math.max(1.99, pln)),
    quantity_step: 1,
    quantity: stockRoll < 0.05 ? 0 : stockRoll < 0.15 ? null : 1 + Math.floor(rnd() * 200),
    shipping_digital: false,
    shipping_time: 1 + Math.floor(rnd() * 5),
    shipping_date: null,
    purchase_limit_per_user: null,
    cover_id: kindMediaId(kindSlug),
    gallery_ids: [kindMediaId(kindSlug)],
    attributes: [
      { attribute_id: attributeId('marka'), option_ids: [optionId('marka', brand)] },
      { attribute_id: attributeId('material'), option_ids: [optionId('material', materialKey)] },
      { attribute_id: attributeId('kolor'), option_ids: colours.map((c) => optionId('kolor', c)) },
      { attribute_id: attributeId('waga'), option_ids: [optionId('waga', String(weight))] },
      ...(release ? [{ attribute_id: attributeId('data-premiery'), option_ids: [optionId('data-premiery', release)] }] : []),
    ],
    schemas: n % 10 === 0 ? [sizeSchema(slug)] : [],
    set_ids: [leaf.set.id],
    related_set_ids: [],
    metadata: { purchase_kind: 'buy', paczkomat: weight <= 1 },
    metadata_private: { supplier_code: `GEN-${100000 + n}` },
    seo: { translations: { pl: { title: namePl, description: shortPl }, en: { title: nameEn, description: shortEn } } },
    // Newest first in the demo's sort (created_at) without overtaking the demo's own products' dates.
    created_at: new Date(Date.UTC(2025, 0, 1) + Math.floor((n * 600_000) % (360 * DAY))).toISOString(),
  };
}

/** Sales of the large catalogue: a few percentage sales on style categories and an amount off some products. */
function largeCatalogueSales(leaves: Leaf[], sampleProducts: string[], now: number): StoredDiscount[] {
  const since = new Date(now - 14 * DAY).toISOString();
  const until = new Date(now + 365 * DAY).toISOString();
  const running: StoredDiscount['condition_groups'] = [{ conditions: [{ type: 'date-between', start_at: since, end_at: until, is_in_range: true }] }];
  const base = {
    code: null,
    amounts: null,
    target_is_allow_list: true,
    target_products: [] as string[],
    target_sets: [] as string[],
    target_shipping_methods: [] as string[],
    priority: 5,
    active: true,
    metadata: {},
  };
  const styleSets = [...new Set(leaves.map((l) => l.set.parent_id!))];
  const sales: StoredDiscount[] = [10, 15, 20, 25, 30].map(
    (pct, i): StoredDiscount => ({
      ...base,
      id: demoId(`discount:large-sale-${pct}`),
      percentage: String(pct),
      target_type: 'products',
      translations: { pl: { name: `Wyprzedaż −${pct}%`, description: '' }, en: { name: `Sale −${pct}%`, description: '' } },
      target_sets: styleSets.filter((_, k) => k % 20 === i * 4),
      condition_groups: running,
    }),
  );
  sales.push({
    ...base,
    id: demoId('discount:large-deal'),
    percentage: null,
    amounts: { PLN: '10.00', EUR: '2.00' },
    target_type: 'products',
    translations: { pl: { name: 'Okazja −10 zł', description: '' }, en: { name: 'Deal −2 €', description: '' } },
    target_products: sampleProducts,
    condition_groups: running,
    priority: 1,
  });
  return sales;
}

/** A large catalogue whose categories, pictures and sales are saved; `writeProducts` writes its products. */
export type LargeCatalogue = {
  /** How many products it adds. */
  count: number;
  /** Writes the products with their price history; `listed` gets each one as it is written (for its listing prices). */
  writeProducts(listed: (product: StoredProduct) => void): void;
};

/**
 * Adds generated categories, pictures and sales until the catalogue can hold `total` products; call inside the
 * seed's transaction, after the demo shop, then `writeProducts` once every category and sale is saved.
 * Answers undefined when the demo's own products are already `total`.
 */
export function seedLargeCatalogue(target: { db: Db; dataDir: string }, total: number, now = Date.now()): LargeCatalogue | undefined {
  const { db } = target;
  const count = Math.max(0, total - PRODUCT_DEFS.length);
  if (count === 0) return undefined;
  const { sets, leaves } = largeCatalogueSets();
  for (const s of sets) saveSet(db, s);
  // One shared picture per kind of product instead of a file per product.
  for (const department of DEPARTMENTS) {
    for (const family of department.families) {
      for (const [slug, pl, en, motif] of family.kinds) {
        const alts = { pl, en: en.charAt(0).toUpperCase() + en.slice(1) };
        saveMediaFile(
          db,
          target.dataDir,
          { id: kindMediaId(slug), file: `kind-${slug}.svg`, type: 'photo', alt: pl, alts, slug: `kind-${slug}`, source: 'silverbox', metadata: {} },
          productSvg(slug, motif),
        );
      }
    }
  }

  const dealProducts: string[] = [];
  for (let n = 0; n < count && dealProducts.length < 200; n += 97) dealProducts.push(generatedProduct(n, leaves[n % leaves.length]!, leaves.length).id);
  const sales = largeCatalogueSales(leaves, dealProducts, now);
  for (const sale of sales) saveDiscount(db, sale);
  const salesBySet = new Map<string, StoredDiscount[]>();
  for (const sale of sales) for (const setId of sale.target_sets) salesBySet.set(setId, [...(salesBySet.get(setId) ?? []), sale]);
  const deal = sales.at(-1)!;
  const onDeal = new Set(dealProducts);

  const writeProducts = (listed: (product: StoredProduct) => void) => {
    const write = productWriter(db);
    const history = db.prepare('INSERT INTO price_history (product_id, currency, price_min, recorded_at) VALUES (?, ?, ?, ?)');
    const at = (days: number) => new Date(now - days * DAY).toISOString();
    const [before, regular, saleStart] = [at(45), at(40), at(14)];
    withSearchIndexRebuiltAfter(db, () => {
      for (let n = 0; n < count; n++) {
        const leaf = leaves[n % leaves.length]!;
        const product = generatedProduct(n, leaf, leaves.length);
        write(product, 1000 + n, true);
        listed(product);
        const applying = [...(salesBySet.get(leaf.set.parent_id!) ?? []), ...(onDeal.has(product.id) ? [deal] : [])].sort((a, b) => b.priority - a.priority);
        for (const currency of ['PLN', 'EUR']) {
          const prices = productPrices(product, [], currency);
          history.run(product.id, currency, fromCents(Math.round(prices.min * 1.1)), before);
          history.run(product.id, currency, fromCents(prices.min), regular);
          if (applying.length) history.run(product.id, currency, fromCents(productPrices(product, applying, currency).min), saleStart);
        }
      }
    });
  };
  return { count, writeProducts };
}
