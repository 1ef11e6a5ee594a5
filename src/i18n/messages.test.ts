import { describe, expect, it } from 'vitest';
import type { MessageTree } from './define';
import { messageNamespaces, plural, t } from './messages';

function keysOf(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));
}

describe('message catalogue', () => {
  it.each(Object.entries(messageNamespaces))('namespace %s has the same keys in pl and en', (_name, ns) => {
    expect(keysOf(ns.pl as MessageTree).sort()).toEqual(keysOf(ns.en as MessageTree).sort());
  });

  it('has no empty message', () => {
    for (const ns of Object.values(messageNamespaces)) {
      for (const locale of ['pl', 'en'] as const) {
        const tree = ns[locale] as MessageTree;
        for (const key of keysOf(tree)) expect(key.split('.').reduce<any>((n, k) => n[k], tree)).not.toBe('');
      }
    }
  });

  it('fills placeholders and follows the locale', () => {
    expect(t('en', 'errors.pageNotFound', { path: '/nope' })).toBe('Page Not Found: /nope');
    expect(t('pl', 'errors.backHome')).toBe('Wróć do strony głównej');
    expect(t('en', 'errors.fallback')).toBe('Something went wrong.');
    expect(t('pl', 'errors.fallback')).toBe('Coś poszło nie tak.');
  });

  it('uses Polish plural forms', () => {
    const forms = { one: '{count} produkt', few: '{count} produkty', many: '{count} produktów', other: '{count} produktu' };
    expect(plural('pl', 1, forms)).toBe('1 produkt');
    expect(plural('pl', 3, forms)).toBe('3 produkty');
    expect(plural('pl', 5, forms)).toBe('5 produktów');
    expect(plural('pl', 22, forms)).toBe('22 produkty');
    expect(plural('pl', 25, forms)).toBe('25 produktów');
    expect(plural('pl', 1.5, forms)).toBe('1.5 produktu');
    expect(plural('en', 1, { one: '{count} item', other: '{count} items' })).toBe('1 item');
    expect(plural('en', 2, { one: '{count} item', other: '{count} items' })).toBe('2 items');
  });
});
