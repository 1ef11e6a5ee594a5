import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, homeTrailJsonLd } from './breadcrumb-json-ld';

const INJECTION = '</script><script>alert(1)</script>';

describe('breadcrumbJsonLd', () => {
  it('writes the trail as a BreadcrumbList with absolute items', () => {
    const text = breadcrumbJsonLd(
      [{ label: 'Strona główna', href: '/' }, { label: 'Kuchnia', href: '/kategoria/kuchnia' }, { label: 'Kubek' }],
      'https://shop.example',
    );
    expect(JSON.parse(text)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Strona główna', item: 'https://shop.example/' },
        { '@type': 'ListItem', position: 2, name: 'Kuchnia', item: 'https://shop.example/kategoria/kuchnia' },
        { '@type': 'ListItem', position: 3, name: 'Kubek' },
      ],
    });
  });

  it.each([INJECTION, '<!--<script>', 'Kubki & <b>szklanki</b>', 'a\u2028b'])('a hostile name %j cannot end the script, and keeps its text', (name) => {
    const text = breadcrumbJsonLd([{ label: 'Home', href: '/' }, { label: name }], 'https://shop.example');
    expect(text).not.toMatch(/<\/script|<!--|[<>&\u2028\u2029]/i);
    expect(JSON.parse(text).itemListElement[1].name).toBe(name);
  });

  it('is empty for no trail', () => {
    expect(breadcrumbJsonLd([], 'https://shop.example')).toBe('');
  });

  it('a page’s trail starts at the home crumb, written for each home crumb and origin', () => {
    const items = [{ label: 'Kuchnia', href: '/category/kuchnia' }, { label: 'Kubek' }];
    const home = { label: 'Strona główna', href: '/' };
    const text = homeTrailJsonLd(items, home, 'https://shop.example');
    expect(text).toBe(breadcrumbJsonLd([home, ...items], 'https://shop.example'));
    expect(homeTrailJsonLd(items, home, 'https://shop.example')).toBe(text);
    expect(JSON.parse(homeTrailJsonLd(items, { label: 'Home', href: '/en' }, 'https://shop.example')).itemListElement[0]).toMatchObject({
      name: 'Home',
      item: 'https://shop.example/en',
    });
    expect(JSON.parse(homeTrailJsonLd(items, home, 'https://other.example')).itemListElement[1].item).toBe('https://other.example/category/kuchnia');
    expect(homeTrailJsonLd([], home, 'https://shop.example')).toBe('');
  });
});
