import { describe, expect, it } from 'vitest';
import type { Product } from './product';
import { cartProductProps, galleryImages, productBreadcrumbs, productJsonLd, productPrice, productSubtext, purchaseKind, sanitizeDescription } from './product';

const price = (gross: string, currency = 'PLN') => ({ gross, currency });

describe('product page rules', () => {
  it('the purchase kind comes from the metadata; a product the platform says is unavailable is unavailable', () => {
    expect(purchaseKind({ available: true, metadata: { purchase_kind: 'leasing' } })).toBe('leasing');
    expect(purchaseKind({ available: true, metadata: {} })).toBe('buy');
    expect(purchaseKind({ available: true, metadata: { purchase_kind: 'barter' } })).toBe('buy');
    expect(purchaseKind({ available: false, metadata: { purchase_kind: 'rental' } })).toBe('unavailable');
  });

  it('the price before a discount is shown only when higher than the price now, in the channel currency', () => {
    expect(productPrice({ prices_min: [price('39.20'), price('9.00', 'EUR')], prices_min_initial: [price('49.00'), price('9.00', 'EUR')] }, 'PLN')).toEqual({
      currency: 'PLN',
      current: 39.2,
      initial: 49,
    });
    expect(productPrice({ prices_min: [price('9.00', 'EUR')], prices_min_initial: [price('9.00', 'EUR')] }, 'EUR')).toEqual({
      currency: 'EUR',
      current: 9,
      initial: undefined,
    });
    expect(productPrice({ prices_min: [price('9.00', 'EUR')], prices_min_initial: [] }, 'PLN')).toEqual({
      currency: 'PLN',
      current: undefined,
      initial: undefined,
    });
  });

  it('the description keeps its markup and loses scripts, handlers and javascript: links', () => {
    const clean = sanitizeDescription(
      '<h2>Mug</h2><p onclick="x()">Nice <a href="javascript:alert(1)">link</a></p><script>alert(1)</script><img src="https://cdn.example/a.png" onerror="x()">',
    );
    expect(clean).toContain('<h2>Mug</h2>');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(clean).toContain('<img loading="lazy" src="https://cdn.example/a.png" />');
    expect(sanitizeDescription(null)).toBe('');
  });

  it('gallery pictures come at several widths, in the automatic format and as WebP', () => {
    const [image] = galleryImages({
      name: 'Mug',
      cover: null,
      gallery: [{ id: 'm', type: 'photo', source: 'silverbox', url: 'https://cdn.example/mug.jpg', alt: '' }],
    });
    expect(image!.alt).toBe('Mug');
    expect(image!.srcset).toContain('https://cdn.example/mug.jpg?w=360&format=auto 360w');
    expect(image!.srcsetWebp).toContain('https://cdn.example/mug.jpg?w=1280&format=webp 1280w');
  });

  it('the subtext is the values of the attribute named by the setting', () => {
    const attributes = [{ id: 'a', name: 'Brand', slug: 'marka', type: 'single-option' as const, selected_options: [{ id: 'o', name: 'Leśna', index: 0 }] }];
    expect(productSubtext({ attributes }, 'marka')).toBe('Leśna');
    expect(productSubtext({ attributes }, 'kolor')).toBeUndefined();
    expect(productSubtext({ attributes }, undefined)).toBeUndefined();
  });

  it('breadcrumbs lead through the product’s first public set', () => {
    const set = { id: 's', name: 'Kuchnia', slug: 'kuchnia', public: true, visible: true, parent_id: null, children_ids: [], cover: null, metadata: {} };
    expect(productBreadcrumbs({ name: 'Mug', sets: [set] }, 'en')).toEqual([{ label: 'Kuchnia', href: '/en/category/kuchnia' }, { label: 'Mug' }]);
    expect(productBreadcrumbs({ name: 'Mug', sets: [] }, 'pl')).toEqual([{ label: 'Mug' }]);
  });

  it('JSON-LD carries the offer and cannot close its script element', () => {
    const text = productJsonLd({
      product: { id: 'p', name: 'Mug </script><script>alert(1)</script>', description_short: null, slug: 'mug' },
      url: 'https://shop.example/product/mug',
      images: [],
      price: { currency: 'PLN', current: 39.2 },
      kind: 'unavailable',
    });
    expect(text).not.toContain('<');
    const data = JSON.parse(text);
    expect(data.name).toBe('Mug </script><script>alert(1)</script>');
    expect(data.offers).toMatchObject({ '@type': 'Offer', price: '39.20', priceCurrency: 'PLN', availability: 'https://schema.org/OutOfStock' });
  });

  it('the add-to-cart island gets the product’s sales in the page currency, in order, and nothing else of them', () => {
    const product = {
      id: 'p',
      name: 'Mug',
      slug: 'mug',
      prices_base: [price('49.00'), price('11.00', 'EUR')],
      shipping_digital: false,
      quantity_step: 1,
      cover: null,
      metadata: {},
      schemas: [],
      sales: [
        { id: 'kitchen', name: 'Kitchen −20%', percentage: '20', amounts: null, priority: 10, target_type: 'products' },
        { id: 'summer', name: 'Summer −30 zł', percentage: null, amounts: [{ value: '30.00', currency: 'PLN' }], priority: 0, target_type: 'products' },
      ],
    } as unknown as Product;
    expect(cartProductProps(product, 'PLN').sales).toEqual([{ percentage: 20 }, { amount: 30 }]);
    expect(cartProductProps(product, 'EUR').sales).toEqual([{ percentage: 20 }]);
    expect(cartProductProps({ ...product, sales: undefined } as Product, 'PLN').sales).toEqual([]);
  });
});
