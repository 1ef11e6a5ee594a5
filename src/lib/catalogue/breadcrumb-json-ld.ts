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
