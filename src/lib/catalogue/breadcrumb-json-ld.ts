// The breadcrumb trail as schema.org BreadcrumbList JSON-LD (src/components/Breadcrumbs.astro). Crumb
// labels are category and product names from the platform: the text is written by the one JSON-in-script
// writer (src/lib/json-script.ts), so a name cannot end the script element.
import { jsonScript } from '../json-script';

export interface Crumb {
  label: string;
  href?: string | undefined;
}

/** The JSON-LD text of a trail (empty for no trail); hrefs are made absolute on `origin`. */
export function breadcrumbJsonLd(trail: readonly Crumb[], origin: string): string {
  if (!trail.length) return '';
  return jsonScript({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.href && { item: new URL(crumb.href, origin).href }),
    })),
  });
}

// A page's crumbs are its data's (one array per platform answer and language): the trail's JSON-LD is
// written once per crumbs, home crumb and origin, and dropped with them.
const trails = new WeakMap<readonly Crumb[], Map<string, string>>();

/** breadcrumbJsonLd of the trail `home` then `items` (empty for no items), once per items, home and origin. */
export function homeTrailJsonLd(items: readonly Crumb[], home: Crumb, origin: string): string {
  if (!items.length) return '';
  const key = `${home.label}\n${home.href ?? ''}\n${origin}`;
  let byHome = trails.get(items);
  let text = byHome?.get(key);
  if (text !== undefined) return text;
  text = breadcrumbJsonLd([home, ...items], origin);
  if (!byHome) {
    byHome = new Map();
    trails.set(items, byHome);
  }
  byHome.set(key, text);
  return text;
}
