import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER, startTestPlatform, type TestPlatform } from './harness.ts';

let p: TestPlatform;
let pl: string;
let eu: string;
const product = async (slug: string) => (await p.call('GET', `/products/${slug}`)).body.data;
const schemaId = (prod: { schemas: { id: string; name: string }[] }, name: string) => prod.schemas.find((s) => s.name === name)!.id;
const optionId = (prod: { schemas: { name: string; options: { id: string; name: string }[] }[] }, schema: string, option: string) =>
  prod.schemas.find((s) => s.name === schema)!.options.find((o) => o.name === option)!.id;
const shipping = async (pred: (m: any) => boolean) => (await p.call('GET', '/shipping-methods')).body.data.find(pred);
const process = (body: Record<string, unknown>, token?: string) =>
  p.call('POST', '/cart/process', { body: { currency: 'PLN', sales_channel_id: pl, coupons: [], ...body }, token });
const address = { name: 'Jan Nowak', address: 'ul. Polna 3', city: 'Gdańsk', zip: '80-001', country: 'PL', phone: '+48600100200' };
const placeOrder = async (items: { product_id: string; quantity: number }[], token?: string) =>
  p.call('POST', '/orders', {
    token,
    body: {
      email: 'jan@example.com',
      items,
      shipping_method_id: (await shipping((m) => m.name === 'Kurier')).id,
      shipping_place: address,
      billing_address: address,
      currency: 'PLN',
      sales_channel_id: pl,
      coupons: [],
      sales_ids: [],
    },
  });
const lines = (r: { body: { data: { items: { cartitem_id: string; quantity: number }[] } } }) => r.body.data.items.map((i) => [i.cartitem_id, i.quantity]);

beforeAll(async () => {
  p = await startTestPlatform();
  pl = (await p.call('GET', '/sales-channels/pl')).body.data.id;
  eu = (await p.call('GET', '/sales-channels/eu')).body.data.id;
});
afterAll(() => p?.stop());

describe('cart pricing', () => {
  it('prices a plain product with shipping and sums the summary', async () => {
    const tee = await product('koszulka-basic');
    const courier = await shipping((m) => m.name === 'Kurier');
    const r = await process({
      items: [{ cartitem_id: 'x', product_id: tee.id, quantity: 1, schemas: { [schemaId(tee, 'Rozmiar')]: optionId(tee, 'Rozmiar', 'M') } }],
      shipping_method_id: courier.id,
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ cart_total_initial: '49.00', cart_total: '49.00', shipping_price: '14.99', summary: '63.99', sales: [], coupons: [] });
    expect(r.body.data.items).toEqual([{ cartitem_id: 'x', quantity: 1, price: '49.00', price_discounted: '49.00' }]);
  });

  it('adds select, multiply and chained multiply_schema prices', async () => {
    const curtain = await product('zaslona-lniana-na-wymiar');
    const schemas = {
      [schemaId(curtain, 'Tkanina (za metr)')]: optionId(curtain, 'Tkanina (za metr)', 'Len premium'),
      [schemaId(curtain, 'Szerokość panelu (m)')]: 1.5,
      [schemaId(curtain, 'Liczba paneli')]: '2',
      [schemaId(curtain, 'Obszycie taśmą (m)')]: 3,
    };
    const r = await process({ items: [{ cartitem_id: 'c', product_id: curtain.id, quantity: 1, schemas }] });
    // 49 base + panels 2 × (width 1.5 × premium linen 70) + hem 3 × 12 = 49 + 210 + 36
    expect(r.body.data.items[0].price).toBe('295.00');
    const withoutHem = await process({
      items: [{ cartitem_id: 'c', product_id: curtain.id, quantity: 2, schemas: { ...schemas, [schemaId(curtain, 'Obszycie taśmą (m)')]: '' } }],
    });
    expect(withoutHem.body.data.items[0].price).toBe('259.00');
    // Two curtains make 518 zł, past the 5% order-value sale.
    expect(withoutHem.body.data.cart_total_initial).toBe('518.00');
    expect(withoutHem.body.data.cart_total).toBe('492.10');
  });

  it('prices every plain schema type and applies the kitchen sale to the configured price', async () => {
    const mug = await product('kubek-z-personalizacja');
    const schemas = {
      [schemaId(mug, 'Pojemność')]: optionId(mug, 'Pojemność', '450 ml'),
      [schemaId(mug, 'Tekst graweru')]: 'Dla Mamy',
      [schemaId(mug, 'Rozmiar czcionki (pt)')]: 12,
      [schemaId(mug, 'Opakowanie prezentowe')]: true,
      [schemaId(mug, 'Data dostawy')]: '   ',
      [schemaId(mug, 'Logo do nadruku')]: 'logo.png',
    };
    const r = await process({ items: [{ cartitem_id: 'm', product_id: mug.id, quantity: 1, schemas }] });
    // 59 + 10 (450 ml) + 15 (engraving) + 9.99 (gift wrap) + 20 (logo); the blank date adds nothing; then −20%.
    expect(r.body.data.items[0]).toMatchObject({ price: '113.99', price_discounted: '91.19' });
    expect(r.body.data.sales.map((s: { name: string; value: string }) => [s.name, s.value])).toEqual([['Wyprzedaż w kuchni −20%', '22.80']]);
  });

  it('applies coupons and refuses unknown codes', async () => {
    const bag = await product('torba-plocienna');
    const item = { cartitem_id: 'b', product_id: bag.id, quantity: 1 };
    const r = await process({ items: [item], coupons: ['witaj10'] });
    expect(r.body.data.cart_total).toBe('35.10');
    expect(r.body.data.coupons).toEqual([expect.objectContaining({ code: 'WITAJ10', value: '3.90' })]);
    const bad = await process({ items: [item], coupons: ['NIEMA'] });
    expect(bad.status).toBe(422);
    expect(bad.body.error.errors['coupons.0'][0].key).toBe('VALIDATION_EXISTS');
    const vipGuest = await process({ items: [item], coupons: ['VIP20'] });
    expect(vipGuest.body.data.coupons).toEqual([]);
    const vipCustomer = await process({ items: [item], coupons: ['VIP20'] }, await p.login(CUSTOMER));
    expect(vipCustomer.body.data.cart_total).toBe('31.20');
  });

  it('gives the cheapest item half off with three items, 5% over 500 zł and free courier delivery over 300 zł', async () => {
    const [backpack, hoodie, bag] = await Promise.all(['plecak-miejski', 'bluza-z-kapturem', 'torba-plocienna'].map(product));
    const courier = await shipping((m) => m.name === 'Kurier');
    const size = { [schemaId(hoodie, 'Rozmiar')]: optionId(hoodie, 'Rozmiar', 'S') };
    const r = await process({
      items: [
        { cartitem_id: '1', product_id: backpack.id, quantity: 1 },
        { cartitem_id: '2', product_id: hoodie.id, quantity: 1, schemas: size },
        { cartitem_id: '3', product_id: bag.id, quantity: 1 },
      ],
      shipping_method_id: courier.id,
    });
    const d = r.body.data;
    // backpack 259 − 30 summer deal = 229; hoodie 189; bag 39 → 19.50 as the cheapest; 487 before discounts is under the 500 zł sale.
    expect(d.cart_total_initial).toBe('487.00');
    expect(d.items.find((i: { cartitem_id: string }) => i.cartitem_id === '3').price_discounted).toBe('19.50');
    expect(d.cart_total).toBe('437.50');
    // Over 400 zł the courier's own price range is free.
    expect(d.shipping_price_initial).toBe('0.00');
    const names = d.sales.map((s: { name: string }) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Letnia promocja −30 zł', 'Najtańszy produkt −50% przy 3 produktach']));
    expect(names).not.toContain('5% rabatu od 500 zł');
    const tee = await product('koszulka-basic');
    const between = await process({
      items: [
        { cartitem_id: '1', product_id: backpack.id, quantity: 1 },
        { cartitem_id: '2', product_id: tee.id, quantity: 1, schemas: { [schemaId(tee, 'Rozmiar')]: optionId(tee, 'Rozmiar', 'M') } },
        { cartitem_id: '3', product_id: bag.id, quantity: 1 },
      ],
      shipping_method_id: courier.id,
    });
    // 229 + 49 + 19.50 = 297.50 (under the free range), but 347 zł before discounts earns the free-delivery sale.
    expect(between.body.data).toMatchObject({ cart_total: '297.50', shipping_price_initial: '14.99', shipping_price: '0.00', summary: '297.50' });
    expect(between.body.data.sales.map((s: { name: string }) => s.name)).toContain('Darmowa dostawa od 300 zł');
    const more = await process({ items: [{ cartitem_id: '1', product_id: backpack.id, quantity: 2 }] });
    // 2 × 259 = 518 ≥ 500: 2 × 229 = 458, then 5% → 435.10
    expect(more.body.data.cart_total).toBe('435.10');
  });

  it('prices in euro on the euro channel', async () => {
    const bag = await product('torba-plocienna');
    const r = await process({ currency: 'EUR', sales_channel_id: eu, items: [{ cartitem_id: 'e', product_id: bag.id, quantity: 3 }] });
    expect(r.body.data.items[0].price).toBe('8.99');
  });

  it('leaves unsellable lines out and refuses an inactive channel', async () => {
    const bag = await product('torba-plocienna');
    const bookcase = (await p.call('GET', '/products?search=Regał')).body.data[0];
    const tee = await product('koszulka-basic');
    const r = await process({
      items: [
        { cartitem_id: 'ok', product_id: bag.id, quantity: 1 },
        { cartitem_id: 'ghost', product_id: randomUUID(), quantity: 1 },
        { cartitem_id: 'sold-out', product_id: bookcase.id, quantity: 1 },
        { cartitem_id: 'bad-option', product_id: tee.id, quantity: 1, schemas: { [schemaId(tee, 'Rozmiar')]: randomUUID() } },
        { cartitem_id: 'wrong-step', product_id: (await product('kieliszki-do-wina')).id, quantity: 4 },
      ],
    });
    expect(r.status).toBe(200);
    expect(r.body.data.items.map((i: { cartitem_id: string }) => i.cartitem_id)).toEqual(['ok']);
    const hurt = (await p.call('GET', '/sales-channels?limit=500')).body.data.find((c: { slug: string }) => c.slug === 'hurt');
    const inactive = await process({ sales_channel_id: hurt.id, items: [{ cartitem_id: 'ok', product_id: bag.id, quantity: 1 }] });
    expect(inactive.status).toBe(422);
    expect(inactive.body.error.errors.sales_channel_id[0].key).toBe('VALIDATION_EXISTS');
  });
});

describe('quantities the cart can sell', () => {
  // Demo products kept for these rules: the pruner has 3 in stock, the tomato seeds a limit of 2 per customer.
  it('gives back the stock when more is asked, and prices the quantity it gives back', async () => {
    const pruner = await product('sekator-ogrodowy');
    expect(pruner.quantity).toBe(3);
    const r = await process({ items: [{ cartitem_id: 'p', product_id: pruner.id, quantity: 5 }] });
    expect(r.status).toBe(200);
    // 3 × 79 = 237, less half of one pruner by the cheapest-item sale for 3 items: 197.50.
    expect(r.body.data.items).toEqual([{ cartitem_id: 'p', quantity: 3, price: '79.00', price_discounted: '65.83' }]);
    expect(r.body.data).toMatchObject({ cart_total_initial: '237.00', cart_total: '197.50' });
    // Discount conditions see the quantity given back: TANIEJ needs 4 items, and 5 were asked.
    const coupon = await process({ items: [{ cartitem_id: 'p', product_id: pruner.id, quantity: 5 }], coupons: ['TANIEJ'] });
    expect(coupon.body.data).toMatchObject({ cart_total: '197.50', coupons: [] });
    // Two lines of the same product share the stock, in cart order; a line left with nothing is unavailable.
    const split = await process({
      items: [
        { cartitem_id: 'a', product_id: pruner.id, quantity: 2 },
        { cartitem_id: 'b', product_id: pruner.id, quantity: 2 },
        { cartitem_id: 'c', product_id: pruner.id, quantity: 1 },
      ],
    });
    expect(lines(split)).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
  });

  it('rounds the stock down to a multiple of the quantity step and applies the sales to that quantity', async () => {
    const glasses = await product('kieliszki-do-wina');
    expect([glasses.quantity, glasses.quantity_step]).toEqual([100, 6]);
    const r = await process({ items: [{ cartitem_id: 'g', product_id: glasses.id, quantity: 108 }] });
    // 100 in stock → 16 sixes. Each 24.99 − 20% kitchen sale = 19.99; the cheapest-item sale halves one six:
    // (96 × 19.99 − 6 × 9.995) / 96 = 19.37 a glass.
    expect(r.body.data.items).toEqual([{ cartitem_id: 'g', quantity: 96, price: '24.99', price_discounted: '19.37' }]);
    expect(r.body.data.cart_total_initial).toBe('2399.04');
  });

  it('caps at the purchase limit: per cart for a guest, less the past orders for a signed-in customer', async () => {
    const seeds = await product('nasiona-pomidora-malinowego');
    expect(seeds.purchase_limit_per_user).toBe(2);
    const item = { cartitem_id: 's', product_id: seeds.id, quantity: 5 };
    expect(lines(await process({ items: [item] }))).toEqual([['s', 2]]);
    expect(lines(await process({ items: [item, { ...item, cartitem_id: 't', quantity: 1 }] }))).toEqual([['s', 2]]);

    const customer = await p.login(CUSTOMER);
    expect(lines(await process({ items: [item] }, customer))).toEqual([['s', 2]]);
    expect((await placeOrder([{ product_id: seeds.id, quantity: 1 }], customer)).status).toBe(201);
    expect(lines(await process({ items: [item] }, customer))).toEqual([['s', 1]]);
    expect(lines(await process({ items: [item] }))).toEqual([['s', 2]]); // a guest is not that customer
    const over = await placeOrder([{ product_id: seeds.id, quantity: 2 }], customer);
    expect([over.status, over.body.error.key]).toEqual([422, 'PRODUCT_PURCHASE_LIMIT']);
    expect((await placeOrder([{ product_id: seeds.id, quantity: 1 }], customer)).status).toBe(201);
    const spent = await process({ items: [item] }, customer);
    expect(spent.status).toBe(200);
    expect(spent.body.data.items).toEqual([]);
  });

  it('placing an order still refuses what cannot be sold instead of lowering it', async () => {
    const [pruner, seeds] = await Promise.all(['sekator-ogrodowy', 'nasiona-pomidora-malinowego'].map(product));
    const stock = await placeOrder([{ product_id: pruner.id, quantity: 4 }]);
    expect([stock.status, stock.body.error.key]).toEqual([422, 'ORDER_NOT_ENOUGH_ITEMS_IN_WAREHOUSE']);
    const limit = await placeOrder([{ product_id: seeds.id, quantity: 3 }]);
    expect([limit.status, limit.body.error.key]).toEqual([422, 'PRODUCT_PURCHASE_LIMIT']);
    // Two lines of the same product count together.
    const split = await placeOrder([
      { product_id: seeds.id, quantity: 2 },
      { product_id: seeds.id, quantity: 1 },
    ]);
    expect([split.status, split.body.error.key]).toEqual([422, 'PRODUCT_PURCHASE_LIMIT']);
    expect((await product('sekator-ogrodowy')).quantity).toBe(3);
  });

  it('a product staff make unavailable through the admin API drops out of the next cart', async () => {
    const admin = await p.login();
    const pot = await product('doniczka-terakota');
    const item = { cartitem_id: 'pot', product_id: pot.id, quantity: 1 };
    expect(lines(await process({ items: [item] }))).toEqual([['pot', 1]]);

    // By purchase kind (a metadata patch keeps the product's other metadata).
    const kind = await p.call('PATCH', `/products/id:${pot.id}/metadata`, { token: admin, body: { purchase_kind: 'unavailable' } });
    expect(kind.status).toBe(200);
    expect((await product('doniczka-terakota')).metadata).toMatchObject({ purchase_kind: 'unavailable', paczkomat: true });
    expect((await process({ items: [item] })).body.data.items).toEqual([]);
    await p.call('PATCH', `/products/id:${pot.id}/metadata`, { token: admin, body: { purchase_kind: 'buy' } });
    expect(lines(await process({ items: [item] }))).toEqual([['pot', 1]]);

    // By stock.
    const soldOut = await p.call('PATCH', `/products/id:${pot.id}`, { token: admin, body: { quantity: 0 } });
    expect([soldOut.status, soldOut.body.data.available]).toEqual([200, false]);
    expect((await process({ items: [item] })).body.data.items).toEqual([]);
    const order = await placeOrder([{ product_id: pot.id, quantity: 1 }]);
    expect([order.status, order.body.error.key]).toEqual([422, 'ORDER_NOT_ENOUGH_ITEMS_IN_WAREHOUSE']);
  });
});
