import { describe, expect, it } from 'vitest';
import { headElements } from './header-tags';

describe('headElements', () => {
  it('reads flat and nested header tags', () => {
    expect(
      headElements([
        { type: 'meta', name: 'author', content: 'Sklep Demo' },
        { type: 'link', attributes: { rel: 'preconnect', href: 'https://cdn.test' } },
        { type: 'script', attributes: { type: 'application/ld+json' }, content: '{"@type":"Organization"}' },
      ]),
    ).toEqual([
      { type: 'meta', attributes: { name: 'author', content: 'Sklep Demo' } },
      { type: 'link', attributes: { rel: 'preconnect', href: 'https://cdn.test' } },
      { type: 'script', attributes: { type: 'application/ld+json' }, content: '{"@type":"Organization"}' },
    ]);
  });
  it('drops event handlers, javascript: URLs, odd attribute names and external scripts', () => {
    expect(
      headElements([
        { type: 'meta', name: 'x', onload: 'steal()', 'bad name': 'y', content: 'z' },
        { type: 'link', rel: 'stylesheet', href: 'javascript:alert(1)' },
        { type: 'script', src: 'https://evil.test/x.js' },
        { type: 'script', content: '   ' },
      ]),
    ).toEqual([{ type: 'meta', attributes: { name: 'x', content: 'z' } }]);
  });
});
