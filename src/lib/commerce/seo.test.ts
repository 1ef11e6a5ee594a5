import { describe, expect, it } from 'vitest';
import { mergeSeo, robots } from './seo';

describe('SEO merge', () => {
  it('takes the first non-empty value of each field', () => {
    const product = { title: '', description: null, keywords: [], og_image: { url: 'https://cdn.example/p.jpg' }, no_index: false };
    const category = { title: 'Lamps', description: 'All lamps', keywords: ['lamp'], twitter_card: 'summary' as const, no_index: true };
    const global = { title: 'Shop', description: 'Global', twitter_card: 'summary_large_image' as const };
    expect(mergeSeo(product, category, global)).toEqual({
      title: 'Lamps',
      description: 'All lamps',
      keywords: ['lamp'],
      og_image: { url: 'https://cdn.example/p.jpg' },
      twitter_card: 'summary',
      no_index: false,
      header_tags: [],
    });
  });

  it('concatenates header tags of all sources and skips missing sources', () => {
    const a = { header_tags: [{ type: 'meta' as const, name: 'a' }] };
    const b = {
      header_tags: [
        { type: 'link' as const, rel: 'b' },
        { type: 'script' as const, src: 'c' },
      ],
    };
    expect(mergeSeo(a, null, undefined, b, {}).header_tags.map((tag) => tag.type)).toEqual(['meta', 'link', 'script']);
    expect(mergeSeo()).toEqual({ header_tags: [] });
  });

  it("gives robots 'noindex' or 'index, follow'", () => {
    expect(robots({ no_index: true })).toBe('noindex');
    expect(robots({ no_index: false })).toBe('index, follow');
    expect(robots({})).toBe('index, follow');
  });
});
