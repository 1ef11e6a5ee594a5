import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots-txt';

describe('robotsTxt', () => {
  it('keeps crawlers out of personal pages in both locales and names the sitemap', () => {
    const text = robotsTxt('https://shop.test', true);
    expect(text).toContain('User-agent: *\nAllow: /\n');
    expect(text).toContain('Disallow: /cart\n');
    expect(text).toContain('Disallow: /en/cart\n');
    expect(text).toContain('Disallow: /en/account\n');
    expect(text).not.toMatch(/Disallow: \/category/);
    expect(text).toContain('Sitemap: https://shop.test/sitemap.xml');
  });
  it('keeps crawlers out of a shop that is not in production', () => {
    expect(robotsTxt('https://staging.test', false)).toBe('User-agent: *\nDisallow: /\n');
  });
});
