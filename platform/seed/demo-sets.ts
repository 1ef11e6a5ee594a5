import type { StoredProductSet } from '../catalogue/types.ts';
import { demoId } from './ids.ts';

type SetDef = [slug: string, parent: string | null, pl: string, en: string, isPublic?: boolean];

const SETS: SetDef[] = [
  ['dom', null, 'Dom i wnętrze', 'Home & interior'],
  ['kuchnia', 'dom', 'Kuchnia', 'Kitchen'],
  ['oswietlenie', 'dom', 'Oświetlenie', 'Lighting'],
  ['meble', 'dom', 'Meble', 'Furniture'],
  ['tekstylia', 'dom', 'Tekstylia', 'Textiles'],
  ['moda', null, 'Moda', 'Fashion'],
  ['koszulki', 'moda', 'Koszulki', 'T-shirts'],
  ['torby', 'moda', 'Torby', 'Bags'],
  ['ogrod', null, 'Ogród', 'Garden'],
  ['cyfrowe', null, 'Produkty cyfrowe', 'Digital products'],
  ['archiwum', null, 'Archiwum', 'Archive', false],
];

export function demoSets(): StoredProductSet[] {
  return SETS.map(([slug, parent, pl, en, isPublic = true], sort) => ({
    id: demoId(`set:${slug}`),
    slug,
    parent_id: parent ? demoId(`set:${parent}`) : null,
    public: isPublic,
    sort,
    translations: {
      pl: { name: pl, description_html: `<p>${pl} — starannie wybrane produkty do codziennego użytku.</p>` },
      en: { name: en, description_html: `<p>${en} — carefully chosen products for everyday use.</p>` },
    },
    cover_id: null,
    metadata: {},
    seo: {
      translations: { pl: { title: `${pl} | Sklep Demo`, description: `Kategoria ${pl}` }, en: { title: `${en} | Demo Shop`, description: `${en} category` } },
    },
  }));
}
