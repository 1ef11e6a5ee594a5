import { describe, expect, it } from 'vitest';
import { hasFilters, listingHref, platformListingQuery, readListingQuery, tidyListingSearch, type FilterableAttribute } from './listing-query';

const attributes: FilterableAttribute[] = [
  { slug: 'marka', type: 'single-option', options: [{ id: 'lesna' }, { id: 'nordic' }] },
  { slug: 'kolor', type: 'multi-choice-option', options: [{ id: 'zielony' }] },
  { slug: 'waga', type: 'number' },
  { slug: 'premiera', type: 'date' },
];

describe('readListingQuery', () => {
  it('reads page, sort, options, ranges and prices', () => {
    const query = readListingQuery(
      new URLSearchParams(
        'page=2&sort=price:desc&a.marka=lesna&a.marka=nordic&a.waga.min=1&a.waga.max=2.5&a.premiera.min=2025-01-01&price_min=10,50&price_max=90',
      ),
      attributes,
    );
    expect(query).toEqual({
      page: 2,
      sort: 'price:desc',
      attributes: {
        marka: { options: ['lesna', 'nordic'] },
        waga: { options: [], min: '1', max: '2.5' },
        premiera: { options: [], min: '2025-01-01', max: undefined },
      },
      priceMin: 10.5,
      priceMax: 90,
    });
    expect(hasFilters(query)).toBe(true);
  });
  it('drops what is invalid or unknown instead of failing', () => {
    const query = readListingQuery(
      new URLSearchParams('page=-3&sort=drop table&a.marka=other&a.nope=1&a.waga.min=abc&a.premiera.max=31.12.2025&price_min=ten'),
      attributes,
    );
    expect(query).toEqual({ page: 1, sort: undefined, attributes: {}, priceMin: undefined, priceMax: undefined });
    expect(hasFilters(query)).toBe(false);
  });
});

describe('listingHref', () => {
  it('keeps the filters and sort when changing the page, and leaves page 1 out', () => {
    const query = readListingQuery(new URLSearchParams('sort=name:asc&a.marka=lesna&page=3'), attributes);
    expect(listingHref('/category/dom', query, { page: 2 })).toBe('/category/dom?a.marka=lesna&sort=name%3Aasc&page=2');
    expect(listingHref('/category/dom', query, { page: 1 })).toBe('/category/dom?a.marka=lesna&sort=name%3Aasc');
    expect(listingHref('/category/dom', readListingQuery(new URLSearchParams(''), attributes))).toBe('/category/dom');
  });
});

describe('platformListingQuery', () => {
  it('asks the platform for the chosen page, sort, attributes and price range in the currency', () => {
    const query = readListingQuery(new URLSearchParams('page=2&sort=price:asc&a.marka=lesna&a.waga.max=3&price_max=100'), attributes);
    expect(platformListingQuery(query, 'EUR')).toEqual({
      page: 2,
      limit: 12,
      sort: 'price:asc',
      attribute: { marka: ['lesna'], waga: { max: '3' } },
      price: { min: undefined, max: 100, currency: 'EUR' },
    });
    expect(platformListingQuery(readListingQuery(new URLSearchParams('')), 'PLN')).toEqual({ page: 1, limit: 12 });
  });
});

describe('tidyListingSearch', () => {
  it('drops the empty fields a plain GET form sends and keeps everything else', () => {
    expect(tidyListingSearch(new URLSearchParams('sort=name%3Adesc&a.waga.min=&a.waga.max=&price_min=&price_max=&a.marka=x&utm_source='))).toBe(
      'sort=name%3Adesc&a.marka=x&utm_source=',
    );
    expect(tidyListingSearch(new URLSearchParams('sort=&page='))).toBe('');
  });
  it('leaves a tidy address alone', () => {
    expect(tidyListingSearch(new URLSearchParams('sort=price%3Aasc&page=2'))).toBeNull();
    expect(tidyListingSearch(new URLSearchParams(''))).toBeNull();
  });
});
