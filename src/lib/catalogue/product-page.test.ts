import { describe, expect, it } from 'vitest';
import type { components, Platform } from '../platform';
import { loadProductPage, type Product } from './product';

type ListedProduct = components['schemas']['ProductListItem'];

const price = (gross: string) => [{ gross, currency: 'PLN' }];

const product = {
  id: 'mug',
  name: 'Mug',
  slug: 'mug',
  public: true,
  visible: true,
  available: true,
  quantity_step: 1,
  shipping_digital: false,
  prices_base: price('49.00'),
  prices_min: price('39.20'),
  prices_min_initial: price('49.00'),
  description_html: null,
  gallery: [],
  cover: null,
  sets: [],
  schemas: [],
  sales: [],
  metadata: {},
  attributes: [],
  seo: null,
  related_sets: [{ id: 'kitchen', name: 'Kitchen', slug: 'kitchen', public: true }],
} as unknown as Product;

const listed = (...ids: string[]) => ids.map((id) => ({ id, name: id, slug: id }) as unknown as ListedProduct);

/**
 * A staff client (loadProductPage's `preview`) answering as the cached reads do: the same objects while
 * the stored answers are the same.
 */
function platformAnswering(answers: { lowest: string | null; related: ListedProduct[] }): Platform {
  const platform = {
    getBySlug: async () => product,
    list: async () => ({ data: answers.related, pagination: {} }),
    priceTracker: { lowestPrice: async () => answers.lowest },
  };
  return platform as unknown as Platform;
}

const shop = { currency: 'PLN', settings: {} } as never;
const load = (platform: Platform) => loadProductPage({ slug: 'mug', locale: 'pl', shop, preview: platform });

describe('the product page data', () => {
  it('is one object while the product, the lowest price and the related lists are the same answers', async () => {
    const answers = { lowest: '35.00', related: listed('mug', 'bowl', 'plate') };
    const platform = platformAnswering(answers);
    const first = await load(platform);
    expect(first?.price.lowestBeforeDiscount).toBe(35);
    expect(first?.relatedSets[0]?.products.map((item) => item.id)).toEqual(['bowl', 'plate']);
    expect(await load(platform)).toBe(first);
  });

  it('is made anew when the lowest price or a related list is another answer', async () => {
    const answers = { lowest: '35.00', related: listed('bowl') };
    const platform = platformAnswering(answers);
    const first = await load(platform);

    answers.lowest = '33.00';
    const cheaper = await load(platform);
    expect(cheaper).not.toBe(first);
    expect(cheaper?.price.lowestBeforeDiscount).toBe(33);

    answers.related = listed('bowl', 'cup');
    const moreRelated = await load(platform);
    expect(moreRelated).not.toBe(cheaper);
    expect(moreRelated?.relatedSets[0]?.products.map((item) => item.id)).toEqual(['bowl', 'cup']);
    expect(await load(platform)).toBe(moreRelated);
  });
});
