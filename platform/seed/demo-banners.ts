// The demo's banners, under the slugs Heseya's own storefront builds its home page from (`main-banner`,
// `secondary-banner`, `offer-banner`) and the storefront's `category-{slug}` for a category page. Each slide
// has a wordless picture in two shapes (a 4:3 one for phones, a wide one from 768 px), words in Polish and
// English, and a link into the demo catalogue.
import type { Db } from '../db/database.ts';
import { run } from '../db/database.ts';
import { saveMediaFile } from '../media/store.ts';
import { bannerSvg, type Motif } from '../media/product-art.ts';
import type { StoredBanner } from '../content/banner-routes.ts';
import { demoId } from './ids.ts';

/** From this screen width the wide picture is shown; below it the 4:3 one. */
export const WIDE_FROM = 768;

type SlideDef = {
  key: string;
  motifs: Motif[];
  url: string;
  pl: { title: string; subtitle: string; alt: string };
  en: { title: string; subtitle: string; alt: string };
};

const BANNERS: { slug: string; name: string; slides: SlideDef[] }[] = [
  {
    slug: 'main-banner',
    name: 'Strona główna: baner główny',
    slides: [
      {
        key: 'jesien',
        motifs: ['sofa', 'lamp'],
        url: '/category/tekstylia',
        pl: { title: 'Jesień w domu', subtitle: 'Koce, poduszki i len na chłodne wieczory', alt: 'Sofa i lampa w ciepłych, jesiennych barwach' },
        en: { title: 'Autumn at home', subtitle: 'Blankets, cushions and linen for cool evenings', alt: 'A sofa and a lamp in warm autumn colours' },
      },
      {
        key: 'poranek',
        motifs: ['mug', 'plant', 'mug'],
        url: '/category/kuchnia',
        pl: { title: 'Kubki na każdy poranek', subtitle: 'Ceramika z małych pracowni', alt: 'Dwa kubki i roślina na jasnym tle' },
        en: { title: 'Mugs for every morning', subtitle: 'Ceramics from small studios', alt: 'Two mugs and a plant on a light background' },
      },
      {
        key: 'ogrod',
        motifs: ['plant', 'box', 'plant'],
        url: '/category/ogrod',
        pl: { title: 'Ogród gotowy na wiosnę', subtitle: 'Nasiona, donice i narzędzia', alt: 'Rośliny w donicach i skrzynka' },
        en: { title: 'A garden ready for spring', subtitle: 'Seeds, pots and tools', alt: 'Potted plants and a crate' },
      },
    ],
  },
  {
    slug: 'secondary-banner',
    name: 'Strona główna: karty',
    slides: [
      {
        key: 'swiatlo',
        motifs: ['lamp'],
        url: '/category/oswietlenie',
        pl: { title: 'Światło na długie wieczory', subtitle: 'Lampy stołowe i wiszące', alt: 'Lampa stołowa' },
        en: { title: 'Light for long evenings', subtitle: 'Table and pendant lamps', alt: 'A table lamp' },
      },
      {
        key: 'torby',
        motifs: ['bag'],
        url: '/category/torby',
        pl: { title: 'Torby na co dzień', subtitle: 'Płótno i skóra', alt: 'Torba na ramię' },
        en: { title: 'Everyday bags', subtitle: 'Canvas and leather', alt: 'A shoulder bag' },
      },
    ],
  },
  {
    slug: 'offer-banner',
    name: 'Strona główna: oferta',
    slides: [
      {
        key: 'koszulki',
        motifs: ['shirt', 'shirt'],
        url: '/category/koszulki',
        pl: { title: 'Koszulki z bawełny organicznej', subtitle: 'Zobacz kolekcję', alt: 'Dwie koszulki' },
        en: { title: 'Organic cotton T-shirts', subtitle: 'See the collection', alt: 'Two T-shirts' },
      },
      {
        key: 'karty',
        motifs: ['card'],
        url: '/category/cyfrowe',
        pl: { title: 'Karty podarunkowe', subtitle: 'Prezent w minutę', alt: 'Karta podarunkowa' },
        en: { title: 'Gift cards', subtitle: 'A present in a minute', alt: 'A gift card' },
      },
    ],
  },
  {
    slug: 'category-kuchnia',
    name: 'Kategoria Kuchnia',
    slides: [
      {
        key: 'kuchnia',
        motifs: ['mug', 'box', 'mug'],
        url: '/product/kubek-ceramiczny-las',
        pl: { title: 'Wyprzedaż w kuchni', subtitle: 'Kubki i naczynia taniej przez ten tydzień', alt: 'Kubki i pojemnik kuchenny' },
        en: { title: 'Kitchen sale', subtitle: 'Mugs and dishes cheaper this week', alt: 'Mugs and a kitchen container' },
      },
    ],
  },
];

export function seedDemoBanners(db: Db, dataDir: string): void {
  for (const def of BANNERS) {
    const banner: StoredBanner = {
      id: demoId(`banner:${def.slug}`),
      slug: def.slug,
      name: def.name,
      active: true,
      metadata: {},
      metadata_private: {},
      banner_media: def.slides.map((slide) => {
        const media = (['narrow', 'wide'] as const).map((shape) => {
          const id = demoId(`media:banner-${slide.key}-${shape}`);
          const file = `banner-${slide.key}-${shape}.svg`;
          saveMediaFile(
            db,
            dataDir,
            {
              id,
              file,
              type: 'photo',
              alt: slide.pl.alt,
              alts: { pl: slide.pl.alt, en: slide.en.alt },
              slug: `banner-${slide.key}-${shape}`,
              source: 'silverbox',
              metadata: {},
            },
            bannerSvg(slide.key, slide.motifs, shape),
          );
          return { min_screen_width: shape === 'wide' ? WIDE_FROM : 0, media_id: id };
        });
        return {
          url: slide.url,
          published: ['pl', 'en'],
          translations: { pl: { title: slide.pl.title, subtitle: slide.pl.subtitle }, en: { title: slide.en.title, subtitle: slide.en.subtitle } },
          media,
        };
      }),
    };
    run(db, 'INSERT INTO banners (id, slug, data) VALUES (?, ?, ?)', banner.id, banner.slug, JSON.stringify(banner));
  }
}
