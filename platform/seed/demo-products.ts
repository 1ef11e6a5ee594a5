import type { Motif } from '../media/product-art.ts';
import type { PurchaseKind, StoredProduct, StoredSchema } from '../catalogue/types.ts';
import { attributeId, optionId } from './demo-attributes.ts';
import { demoId, eurFrom } from './ids.ts';

export type ProductDef = {
  slug: string;
  set: string;
  motif: Motif;
  pl: [name: string, short: string];
  en: [name: string, short: string];
  pln: number;
  brand: string;
  material: string;
  colours: string[];
  weight: number;
  release?: string;
  kind?: PurchaseKind;
  stock?: number | null;
  /** purchase_limit_per_user */
  limit?: number;
  digital?: boolean;
  step?: number;
  isPublic?: boolean;
  shippingTime?: number;
  shippingDate?: string;
  schemas?: StoredSchema[];
  /** Small enough for a parcel locker. */
  locker?: boolean;
};

const p = (d: ProductDef) => d;

export const PRODUCT_DEFS: ProductDef[] = [
  p({ slug: 'kubek-ceramiczny-las', set: 'kuchnia', motif: 'mug', pl: ['Kubek ceramiczny „Las”', 'Ręcznie szkliwiony kubek o pojemności 350 ml.'], en: ['Ceramic mug “Forest”', 'Hand-glazed 350 ml mug.'], pln: 49, brand: 'lesna', material: 'ceramika', colours: ['zielony'], weight: 0.35, locker: true, release: '2025-01-15' }),
  p({ slug: 'kubek-emaliowany', set: 'kuchnia', motif: 'mug', pl: ['Kubek emaliowany turystyczny', 'Lekki kubek na wyprawy, odporny na upadki.'], en: ['Enamel camping mug', 'A light mug for trips that survives a fall.'], pln: 39, brand: 'tatry', material: 'metal', colours: ['bialy', 'niebieski'], weight: 0.2, locker: true }),
  p({ slug: 'dzbanek-do-herbaty', set: 'kuchnia', motif: 'mug', pl: ['Dzbanek do herbaty z sitkiem', 'Porcelanowy dzbanek 1 l z sitkiem ze stali.'], en: ['Teapot with infuser', 'A 1 l porcelain teapot with a steel infuser.'], pln: 129, brand: 'nordic', material: 'ceramika', colours: ['bialy'], weight: 1, locker: true }),
  p({ slug: 'deska-do-krojenia-dab', set: 'kuchnia', motif: 'book', pl: ['Deska do krojenia z dębu', 'Gruba deska z litego dębu, olejowana.'], en: ['Oak chopping board', 'A thick, oiled solid oak board.'], pln: 119, brand: 'lesna', material: 'drewno', colours: ['naturalny'], weight: 2.5, locker: true }),
  p({ slug: 'komplet-misek-fjord', set: 'kuchnia', motif: 'mug', pl: ['Komplet misek „Fjord” (4 szt.)', 'Cztery miski w odcieniach morza.'], en: ['“Fjord” bowl set (4 pcs)', 'Four bowls in shades of the sea.'], pln: 159, brand: 'nordic', material: 'ceramika', colours: ['niebieski'], weight: 2.5 }),
  p({ slug: 'kieliszki-do-wina', set: 'kuchnia', motif: 'mug', pl: ['Kieliszki do wina', 'Cienkie szkło; sprzedawane po sześć sztuk.'], en: ['Wine glasses', 'Thin glass; sold in sixes.'], pln: 24.99, brand: 'wisla', material: 'metal', colours: ['bialy'], weight: 0.2, step: 6 }),
  p({ slug: 'mlynek-do-kawy', set: 'kuchnia', motif: 'box', pl: ['Ręczny młynek do kawy', 'Stalowe żarna, regulacja grubości mielenia.'], en: ['Manual coffee grinder', 'Steel burrs with adjustable grind size.'], pln: 189, brand: 'nordic', material: 'metal', colours: ['czarny'], weight: 0.5, locker: true, release: '2026-05-20' }),
  p({ slug: 'kubek-z-personalizacja', set: 'kuchnia', motif: 'mug', pl: ['Kubek z personalizacją', 'Wybierz rozmiar, dodaj grawer, logo i opakowanie.'], en: ['Personalised mug', 'Pick a size, add an engraving, a logo and gift wrap.'], pln: 59, brand: 'lesna', material: 'ceramika', colours: ['bialy'], weight: 0.35, locker: true, shippingTime: 5 }),
  p({ slug: 'lampa-stolowa-lniana', set: 'oswietlenie', motif: 'lamp', pl: ['Lampa stołowa z lnianym abażurem', 'Ciepłe światło i abażur z naturalnego lnu.'], en: ['Table lamp with linen shade', 'Warm light under a natural linen shade.'], pln: 249, brand: 'wisla', material: 'len', colours: ['naturalny'], weight: 2.5 }),
  p({ slug: 'lampa-wiszaca-loft', set: 'oswietlenie', motif: 'lamp', pl: ['Lampa wisząca „Loft”', 'Metalowy klosz, przewód w oplocie.'], en: ['“Loft” pendant lamp', 'Metal shade and braided cable.'], pln: 329, brand: 'nordic', material: 'metal', colours: ['czarny'], weight: 2.5 }),
  p({ slug: 'kinkiet-drewniany', set: 'oswietlenie', motif: 'lamp', pl: ['Kinkiet drewniany', 'Ścienna lampa z jesionu.'], en: ['Wooden wall lamp', 'An ash-wood wall light.'], pln: 199, brand: 'lesna', material: 'drewno', colours: ['naturalny'], weight: 1 }),
  p({ slug: 'lampka-nocna-led', set: 'oswietlenie', motif: 'lamp', pl: ['Lampka nocna LED', 'Ściemnialna, ładowana przez USB-C.'], en: ['LED bedside lamp', 'Dimmable, charged over USB-C.'], pln: 89, brand: 'wisla', material: 'metal', colours: ['bialy', 'czarny'], weight: 0.5, locker: true }),
  p({ slug: 'projektor-gwiazd', set: 'oswietlenie', motif: 'lamp', pl: ['Projektor gwiazd (wynajem)', 'Wynajmij projektor na wieczór pod gwiazdami.'], en: ['Star projector (rental)', 'Rent a projector for an evening under the stars.'], pln: 149, brand: 'tatry', material: 'metal', colours: ['czarny'], weight: 1, kind: 'rental' }),
  p({ slug: 'krzeslo-debowe-bory', set: 'meble', motif: 'chair', pl: ['Krzesło dębowe „Bory”', 'Lite drewno dębowe, siedzisko profilowane.'], en: ['“Bory” oak chair', 'Solid oak with a shaped seat.'], pln: 449, brand: 'lesna', material: 'drewno', colours: ['naturalny'], weight: 5, shippingTime: 10 }),
  p({ slug: 'fotel-uszak', set: 'meble', motif: 'chair', pl: ['Fotel uszak', 'Wykonywany na zamówienie — zapytaj o cenę.'], en: ['Wingback armchair', 'Made to order — ask about the price.'], pln: 1299, brand: 'wisla', material: 'len', colours: ['zielony'], weight: 25, kind: 'ask-about-price' }),
  p({ slug: 'sofa-mazury', set: 'meble', motif: 'sofa', pl: ['Sofa trzyosobowa „Mazury”', 'Dostępna w leasingu dla firm.'], en: ['“Mazury” three-seater sofa', 'Available on lease for businesses.'], pln: 3999, brand: 'nordic', material: 'len', colours: ['niebieski'], weight: 25, kind: 'leasing' }),
  p({ slug: 'stolik-kawowy', set: 'meble', motif: 'chair', pl: ['Stolik kawowy', 'Okrągły blat z orzecha.'], en: ['Coffee table', 'A round walnut top.'], pln: 599, brand: 'lesna', material: 'drewno', colours: ['naturalny'], weight: 12 }),
  p({ slug: 'regal-na-ksiazki', set: 'meble', motif: 'book', pl: ['Regał na książki', 'Chwilowo niedostępny.'], en: ['Bookcase', 'Temporarily unavailable.'], pln: 899, brand: 'nordic', material: 'drewno', colours: ['bialy'], weight: 25, kind: 'unavailable', stock: 0 }),
  p({ slug: 'taboret-sosnowy', set: 'meble', motif: 'chair', pl: ['Taboret sosnowy', 'Prosty taboret z drewna sosnowego.'], en: ['Pine stool', 'A simple pine-wood stool.'], pln: 149, brand: 'lesna', material: 'drewno', colours: ['naturalny'], weight: 2.5, stock: 3 }),
  p({ slug: 'biurko-kreslarskie', set: 'meble', motif: 'chair', pl: ['Biurko kreślarskie (wynajem)', 'Regulowany blat; wynajem miesięczny.'], en: ['Drafting desk (rental)', 'Adjustable top; monthly rental.'], pln: 199, brand: 'wisla', material: 'drewno', colours: ['bialy'], weight: 25, kind: 'rental' }),
  p({ slug: 'zaslona-lniana-na-wymiar', set: 'tekstylia', motif: 'shirt', pl: ['Zasłona lniana na wymiar', 'Wybierz tkaninę, szerokość panelu i liczbę paneli.'], en: ['Made-to-measure linen curtain', 'Choose the fabric, panel width and number of panels.'], pln: 49, brand: 'wisla', material: 'len', colours: ['naturalny', 'zielony'], weight: 1, shippingTime: 14 }),
  p({ slug: 'poduszka-dekoracyjna', set: 'tekstylia', motif: 'box', pl: ['Poduszka dekoracyjna', 'Lniana poszewka z wypełnieniem.'], en: ['Decorative cushion', 'Linen cover with an insert.'], pln: 69, brand: 'wisla', material: 'len', colours: ['zielony', 'czerwony'], weight: 0.5, locker: true }),
  p({ slug: 'koc-welniany', set: 'tekstylia', motif: 'box', pl: ['Koc wełniany', 'Ciepły koc z wełny owczej.'], en: ['Wool blanket', 'A warm sheep-wool blanket.'], pln: 259, brand: 'tatry', material: 'bawelna', colours: ['czerwony'], weight: 1, locker: true }),
  p({ slug: 'obrus-lniany', set: 'tekstylia', motif: 'box', pl: ['Obrus lniany', 'Obrus 140 × 220 cm.'], en: ['Linen tablecloth', 'A 140 × 220 cm tablecloth.'], pln: 139, brand: 'wisla', material: 'len', colours: ['bialy'], weight: 0.5, locker: true }),
  p({ slug: 'recznik-bawelniany', set: 'tekstylia', motif: 'box', pl: ['Ręcznik bawełniany', 'Miękki ręcznik 70 × 140 cm.'], en: ['Cotton towel', 'A soft 70 × 140 cm towel.'], pln: 45, brand: 'nordic', material: 'bawelna', colours: ['bialy', 'niebieski'], weight: 0.5, locker: true }),
  p({ slug: 'koszulka-las', set: 'koszulki', motif: 'shirt', pl: ['Koszulka „Las”', 'Bawełna organiczna, nadruk wodny.'], en: ['“Forest” T-shirt', 'Organic cotton with a water-based print.'], pln: 79, brand: 'lesna', material: 'bawelna', colours: ['zielony'], weight: 0.2, locker: true, release: '2025-09-01' }),
  p({ slug: 'koszulka-gory', set: 'koszulki', motif: 'shirt', pl: ['Koszulka „Góry”', 'Grafika Tatr na piersi.'], en: ['“Mountains” T-shirt', 'A Tatra mountains print on the chest.'], pln: 79, brand: 'tatry', material: 'bawelna', colours: ['niebieski'], weight: 0.2, locker: true }),
  p({ slug: 'bluza-z-kapturem', set: 'koszulki', motif: 'shirt', pl: ['Bluza z kapturem', 'Gruba dzianina pętelkowa.'], en: ['Hoodie', 'Heavy loop-back knit.'], pln: 189, brand: 'tatry', material: 'bawelna', colours: ['czarny'], weight: 0.5, locker: true }),
  p({ slug: 'koszulka-basic', set: 'koszulki', motif: 'shirt', pl: ['Koszulka basic', 'Gładka koszulka na co dzień.'], en: ['Basic tee', 'A plain everyday tee.'], pln: 49, brand: 'nordic', material: 'bawelna', colours: ['bialy', 'czarny'], weight: 0.2, locker: true }),
  p({ slug: 'torba-plocienna', set: 'torby', motif: 'bag', pl: ['Torba płócienna', 'Mocna torba na zakupy.'], en: ['Canvas tote bag', 'A sturdy shopping tote.'], pln: 39, brand: 'lesna', material: 'bawelna', colours: ['naturalny'], weight: 0.2, locker: true }),
  p({ slug: 'plecak-miejski', set: 'torby', motif: 'bag', pl: ['Plecak miejski', 'Kieszeń na laptopa 15″, wodoodporny.'], en: ['City backpack', 'A 15″ laptop sleeve, waterproof.'], pln: 259, brand: 'tatry', material: 'bawelna', colours: ['czarny', 'zielony'], weight: 1, locker: true }),
  p({ slug: 'nerka-biodrowa', set: 'torby', motif: 'bag', pl: ['Nerka biodrowa', 'Mała torba na najpotrzebniejsze rzeczy.'], en: ['Hip bag', 'A small bag for the essentials.'], pln: 99, brand: 'tatry', material: 'bawelna', colours: ['czerwony'], weight: 0.2, locker: true }),
  p({ slug: 'torba-skorzana', set: 'torby', motif: 'bag', pl: ['Torba skórzana', 'Skóra licowa, szyta ręcznie.'], en: ['Leather bag', 'Full-grain leather, hand-stitched.'], pln: 549, brand: 'wisla', material: 'bawelna', colours: ['czarny'], weight: 1 }),
  p({ slug: 'monstera-w-doniczce', set: 'ogrod', motif: 'plant', pl: ['Monstera w doniczce', 'Roślina 60 cm w ceramicznej osłonce.'], en: ['Potted monstera', 'A 60 cm plant in a ceramic pot.'], pln: 119, brand: 'lesna', material: 'ceramika', colours: ['zielony'], weight: 5 }),
  p({ slug: 'zestaw-ziol', set: 'ogrod', motif: 'plant', pl: ['Zestaw ziół na parapet', 'Bazylia, mięta i tymianek do samodzielnej uprawy.'], en: ['Windowsill herb kit', 'Basil, mint and thyme to grow yourself.'], pln: 59, brand: 'lesna', material: 'papier', colours: ['zielony'], weight: 0.5, locker: true }),
  p({ slug: 'doniczka-terakota', set: 'ogrod', motif: 'plant', pl: ['Doniczka z terakoty', 'Klasyczna doniczka 20 cm.'], en: ['Terracotta pot', 'A classic 20 cm pot.'], pln: 35, brand: 'wisla', material: 'ceramika', colours: ['czerwony'], weight: 1, locker: true }),
  p({ slug: 'konewka-metalowa', set: 'ogrod', motif: 'plant', pl: ['Konewka metalowa', 'Ocynkowana konewka 5 l.'], en: ['Metal watering can', 'A 5 l galvanised watering can.'], pln: 89, brand: 'tatry', material: 'metal', colours: ['bialy'], weight: 1 }),
  p({ slug: 'lezak-ogrodowy', set: 'ogrod', motif: 'chair', pl: ['Leżak ogrodowy', 'Składany leżak z buku i płótna.'], en: ['Garden lounger', 'A folding beech and canvas lounger.'], pln: 279, brand: 'tatry', material: 'drewno', colours: ['niebieski'], weight: 5 }),
  p({ slug: 'karmnik-dla-ptakow', set: 'ogrod', motif: 'box', pl: ['Karmnik dla ptaków', 'Drewniany domek z daszkiem.'], en: ['Bird feeder', 'A wooden house with a roof.'], pln: 69, brand: 'lesna', material: 'drewno', colours: ['naturalny'], weight: 1, locker: true }),
  p({ slug: 'ebook-kuchnia-polska', set: 'cyfrowe', motif: 'book', pl: ['E-book „Kuchnia polska”', '120 przepisów w PDF i EPUB.'], en: ['“Polish cuisine” e-book', '120 recipes as PDF and EPUB.'], pln: 39, brand: 'wisla', material: 'papier', colours: ['czerwony'], weight: 0.2, digital: true, release: '2024-03-01' }),
  p({ slug: 'karta-podarunkowa-100', set: 'cyfrowe', motif: 'card', pl: ['Karta podarunkowa 100 zł', 'Kod wysyłany e-mailem.'], en: ['Gift card 100 PLN', 'The code is sent by e-mail.'], pln: 100, brand: 'wisla', material: 'papier', colours: ['czerwony'], weight: 0.2, digital: true, limit: 5 }),
  p({ slug: 'kurs-ceramiki-online', set: 'cyfrowe', motif: 'card', pl: ['Kurs ceramiki online', '10 lekcji wideo dla początkujących.'], en: ['Online pottery course', '10 video lessons for beginners.'], pln: 199, brand: 'lesna', material: 'papier', colours: ['naturalny'], weight: 0.2, digital: true, release: '2025-09-01' }),
  p({ slug: 'audiobook-legendy', set: 'cyfrowe', motif: 'book', pl: ['Audiobook „Legendy polskie”', 'Siedem legend czytanych przez aktorów.'], en: ['“Polish legends” audiobook', 'Seven legends read by actors.'], pln: 29, brand: 'wisla', material: 'papier', colours: ['niebieski'], weight: 0.2, digital: true }),
  p({ slug: 'planer-do-druku', set: 'cyfrowe', motif: 'book', pl: ['Planer do druku (PDF)', 'Roczny planer do samodzielnego wydruku.'], en: ['Printable planner (PDF)', 'A yearly planner to print at home.'], pln: 19, brand: 'nordic', material: 'papier', colours: ['bialy'], weight: 0.2, digital: true }),
  p({ slug: 'kubek-kolekcja-2020', set: 'archiwum', motif: 'mug', pl: ['Kubek z kolekcji 2020', 'Produkt archiwalny.'], en: ['2020 collection mug', 'An archived product.'], pln: 29, brand: 'nordic', material: 'ceramika', colours: ['bialy'], weight: 0.35 }),
  p({ slug: 'prototyp-lampy', set: 'oswietlenie', motif: 'lamp', pl: ['Prototyp lampy', 'Produkt niepubliczny.'], en: ['Lamp prototype', 'A non-public product.'], pln: 999, brand: 'wisla', material: 'metal', colours: ['czarny'], weight: 1, isPublic: false }),
  // Kept for the cart's quantity rules (no other test uses them): a small stock, and a limit per customer.
  p({ slug: 'sekator-ogrodowy', set: 'ogrod', motif: 'plant', pl: ['Sekator ogrodowy', 'Kuty sekator z hartowanym ostrzem.'], en: ['Garden pruner', 'A forged pruner with a hardened blade.'], pln: 79, brand: 'tatry', material: 'metal', colours: ['czerwony'], weight: 0.5, locker: true, stock: 3 }),
  p({ slug: 'nasiona-pomidora-malinowego', set: 'ogrod', motif: 'plant', pl: ['Nasiona pomidora malinowego', 'Rzadka odmiana; najwyżej 2 opakowania na klienta.'], en: ['Raspberry tomato seeds', 'A rare variety; at most 2 packets per customer.'], pln: 12.99, brand: 'lesna', material: 'papier', colours: ['czerwony'], weight: 0.2, locker: true, limit: 2 }),
];

const money = (pln: number) => ({ PLN: pln.toFixed(2), EUR: eurFrom(pln) });
const names = (pl: string, en: string) => ({ pl: { name: pl }, en: { name: en } });

function option(key: string, pl: string, en: string, pln: number, available = true, isDefault = false) {
  return { id: demoId(`option:${key}`), translations: names(pl, en), prices: money(pln), available, default: isDefault };
}

function schema(key: string, type: StoredSchema['type'], pl: string, en: string, extra: Partial<StoredSchema> = {}): StoredSchema {
  return { id: demoId(`schema:${key}`), type, translations: names(pl, en), required: false, hidden: false, prices: {}, options: [], used_schemas: [], min: null, max: null, step: null, default: null, ...extra };
}

/** Every schema type on one mug: select, string, numeric, boolean, date, file. */
export function personalisedMugSchemas(): StoredSchema[] {
  return [
    schema('mug-size', 'select', 'Pojemność', 'Size', { required: true, options: [option('mug-300', '300 ml', '300 ml', 0, true, true), option('mug-450', '450 ml', '450 ml', 10), option('mug-600', '600 ml', '600 ml', 18, false)] }),
    schema('mug-engraving', 'string', 'Tekst graweru', 'Engraving text', { prices: money(15), max: 30 }),
    schema('mug-font-size', 'numeric', 'Rozmiar czcionki (pt)', 'Font size (pt)', { min: 8, max: 40, step: 1 }),
    schema('mug-gift-wrap', 'boolean', 'Opakowanie prezentowe', 'Gift wrap', { prices: money(9.99) }),
    schema('mug-delivery-date', 'date', 'Data dostawy', 'Delivery date'),
    schema('mug-logo', 'file', 'Logo do nadruku', 'Logo to print', { prices: money(20) }),
  ];
}

/** A dependency chain: panels × (panel width × fabric price), plus a multiply schema for hem length. */
export function curtainSchemas(): StoredSchema[] {
  const fabric = schema('curtain-fabric', 'select', 'Tkanina (za metr)', 'Fabric (per metre)', { required: true, options: [option('fabric-standard', 'Len standard', 'Standard linen', 40, true, true), option('fabric-premium', 'Len premium', 'Premium linen', 70)] });
  const width = schema('curtain-width', 'multiply_schema', 'Szerokość panelu (m)', 'Panel width (m)', { required: true, min: 0.5, max: 4, step: 0.1, used_schemas: [fabric.id] });
  const panels = schema('curtain-panels', 'multiply_schema', 'Liczba paneli', 'Number of panels', { required: true, min: 1, max: 8, step: 1, used_schemas: [width.id] });
  const hem = schema('curtain-hem', 'multiply', 'Obszycie taśmą (m)', 'Tape hem (m)', { prices: money(12), min: 0, max: 20, step: 0.5 });
  return [fabric, width, panels, hem];
}

export function tshirtSizeSchema(slug: string): StoredSchema[] {
  return [schema(`${slug}-size`, 'select', 'Rozmiar', 'Size', { required: true, options: [option(`${slug}-s`, 'S', 'S', 0, true, true), option(`${slug}-m`, 'M', 'M', 0), option(`${slug}-l`, 'L', 'L', 0), option(`${slug}-xl`, 'XL', 'XL', 5)] })];
}

function descriptionHtml(lang: 'pl' | 'en', d: ProductDef): string {
  const [name, short] = d[lang];
  const features = lang === 'pl'
    ? ['Starannie wykonany z trwałych materiałów', 'Zaprojektowany i pakowany w Polsce', d.digital ? 'Dostęp od razu po opłaceniu zamówienia' : 'Wysyłka w ekologicznym opakowaniu']
    : ['Carefully made from durable materials', 'Designed and packed in Poland', d.digital ? 'Access right after the order is paid' : 'Shipped in eco-friendly packaging'];
  return `<h2>${name}</h2><p>${short}</p><ul>${features.map((f) => `<li>${f}</li>`).join('')}</ul>`;
}

export function demoProduct(d: ProductDef, index: number, coverId: string): StoredProduct {
  const schemas = d.slug === 'kubek-z-personalizacja' ? personalisedMugSchemas()
    : d.slug === 'zaslona-lniana-na-wymiar' ? curtainSchemas()
    : d.set === 'koszulki' ? tshirtSizeSchema(d.slug)
    : [];
  const attributes = [
    { attribute_id: attributeId('marka'), option_ids: [optionId('marka', d.brand)] },
    { attribute_id: attributeId('material'), option_ids: [optionId('material', d.material)] },
    { attribute_id: attributeId('kolor'), option_ids: d.colours.map((c) => optionId('kolor', c)) },
    { attribute_id: attributeId('waga'), option_ids: [optionId('waga', String(d.weight))] },
    ...(d.release ? [{ attribute_id: attributeId('data-premiery'), option_ids: [optionId('data-premiery', d.release)] }] : []),
  ];
  const created = new Date(Date.UTC(2026, 0, 1) + index * 86_400_000).toISOString();
  return {
    id: demoId(`product:${d.slug}`),
    slug: d.slug,
    public: d.isPublic ?? true,
    translations: {
      pl: { name: d.pl[0], description_short: d.pl[1], description_html: descriptionHtml('pl', d) },
      en: { name: d.en[0], description_short: d.en[1], description_html: descriptionHtml('en', d) },
    },
    prices_base: d.slug === 'karta-podarunkowa-100' ? { PLN: '100.00', EUR: '24.00' } : money(d.pln),
    quantity_step: d.step ?? 1,
    quantity: d.stock === undefined ? (d.kind === 'unavailable' ? 0 : 100) : d.stock,
    shipping_digital: d.digital ?? false,
    shipping_time: d.shippingTime ?? (d.digital ? 0 : 2),
    shipping_date: d.shippingDate ?? null,
    purchase_limit_per_user: d.limit ?? null,
    cover_id: coverId,
    gallery_ids: [coverId],
    attributes,
    schemas,
    set_ids: [demoId(`set:${d.set}`)],
    related_set_ids: [],
    metadata: { purchase_kind: d.kind ?? 'buy', paczkomat: d.locker ?? false },
    metadata_private: { supplier_code: `SUP-${1000 + index}` },
    seo: { translations: { pl: { title: d.pl[0], description: d.pl[1], keywords: [d.set] }, en: { title: d.en[0], description: d.en[1], keywords: [d.set] } } },
    created_at: created,
  };
}
