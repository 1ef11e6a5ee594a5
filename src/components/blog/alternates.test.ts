import { describe, expect, it } from 'vitest';
import { blogPath, postAlternates, previewCoverRoot, previewPostPath } from './alternates';

describe('blog paths', () => {
  it('puts English under /en and Polish without prefix', () => {
    expect(blogPath('pl')).toBe('/blog');
    expect(blogPath('en')).toBe('/en/blog');
    expect(blogPath('pl', 'linen-care')).toBe('/blog/linen-care');
    expect(blogPath('en', 'linen-care')).toBe('/en/blog/linen-care');
  });
});

describe('post alternates', () => {
  const origin = 'https://shop.example';

  it('links a post to its translation, x-default to the Polish one', () => {
    expect(postAlternates(origin, 'linen-care', ['en', 'pl'])).toEqual([
      { hreflang: 'pl', href: 'https://shop.example/blog/linen-care' },
      { hreflang: 'en', href: 'https://shop.example/en/blog/linen-care' },
      { hreflang: 'x-default', href: 'https://shop.example/blog/linen-care' },
    ]);
  });

  it('gives a post without translation only itself', () => {
    expect(postAlternates(origin, 'only-english', ['en'])).toEqual([
      { hreflang: 'en', href: 'https://shop.example/en/blog/only-english' },
      { hreflang: 'x-default', href: 'https://shop.example/en/blog/only-english' },
    ]);
  });

  it("in a preview, leads to the translation's preview", () => {
    expect(postAlternates(origin, 'szkic', ['pl', 'en'], previewPostPath)).toEqual([
      { hreflang: 'pl', href: 'https://shop.example/preview/blog/szkic' },
      { hreflang: 'en', href: 'https://shop.example/en/preview/blog/szkic' },
      { hreflang: 'x-default', href: 'https://shop.example/preview/blog/szkic' },
    ]);
    expect(previewCoverRoot('pl')).toBe('/preview/media/blog');
    expect(previewCoverRoot('en')).toBe('/en/preview/media/blog');
  });
});
