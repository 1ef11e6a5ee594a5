import { describe, expect, it } from 'vitest';
import { bannerHref, bannerView, mediaForWidth, pictureSources } from './banners';

const media = (minWidth: number, name: string) => ({
  min_screen_width: minWidth,
  media: { id: name, type: 'photo' as const, source: 'silverbox' as const, url: `https://cdn.example/${name}.jpg`, alt: `alt ${name}` },
});

describe('the picture for a screen width', () => {
  const set = [media(1024, 'desktop'), media(0, 'phone'), media(600, 'tablet')];
  it('is the one with the largest minimum width not above the screen', () => {
    expect(mediaForWidth(set, 390)?.media.id).toBe('phone');
    expect(mediaForWidth(set, 600)?.media.id).toBe('tablet');
    expect(mediaForWidth(set, 1023)?.media.id).toBe('tablet');
    expect(mediaForWidth(set, 1280)?.media.id).toBe('desktop');
  });
  it('is the narrowest one when every minimum is above the screen, and none for no media', () => {
    expect(mediaForWidth([media(768, 'wide'), media(400, 'mid')], 320)?.media.id).toBe('mid');
    expect(mediaForWidth([], 320)).toBeUndefined();
  });
  it('becomes <picture> sources widest first, with the narrowest as the fallback', () => {
    const picture = pictureSources(set)!;
    expect(picture.fallback.src).toContain('phone');
    expect(picture.sources.map((s) => s.minWidth)).toEqual([1024, 600]);
    expect(picture.sources[0]!.srcset).toMatch(/desktop\.jpg.* 480w, .* 1600w$/);
    expect(pictureSources([])).toBeNull();
  });
});

describe('a slide link', () => {
  it('keeps a shop path in the page language and an http(s) URL; refuses anything else', () => {
    expect(bannerHref('/category/kuchnia', 'pl')).toBe('/category/kuchnia');
    expect(bannerHref('/category/kuchnia', 'en')).toBe('/en/category/kuchnia');
    expect(bannerHref('https://example.com/x', 'en')).toBe('https://example.com/x');
    for (const bad of ['javascript:alert(1)', '//evil.example/x', '/\\evil.example', 'data:text/html,x', '', null]) expect(bannerHref(bad, 'pl')).toBeNull();
  });
});

describe('a banner as a page shows it', () => {
  const banner = (over: object = {}) => ({
    id: 'b',
    slug: 'main-banner',
    name: 'Main',
    active: true,
    banner_media: [
      { title: ' Jesień ', subtitle: null, url: '/category/tekstylia', media: [media(0, 'phone'), media(768, 'wide')] },
      { title: 'No picture', subtitle: null, url: null, media: [] },
    ],
    ...over,
  });
  it('keeps slides with a picture, alt from the media, the title trimmed', () => {
    const view = bannerView(banner(), 'en')!;
    expect(view.slides).toHaveLength(1);
    expect(view.slides[0]).toMatchObject({ title: 'Jesień', href: '/en/category/tekstylia', alt: 'alt phone' });
  });
  it('is nothing when inactive or without a picture', () => {
    expect(bannerView(banner({ active: false }), 'pl')).toBeNull();
    expect(bannerView(banner({ banner_media: [] }), 'pl')).toBeNull();
  });
});
