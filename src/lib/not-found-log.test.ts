import { describe, expect, it } from 'vitest';
import { loggablePath, MAX_LOGGED_PATH, notFoundLogLine, notFoundReason } from './not-found-log';

const url = (path: string) => new URL(path, 'http://shop.test');

describe('notFoundLogLine', () => {
  it('is one JSON line with the method, the path and the reason', () => {
    const line = notFoundLogLine('GET', url('/en/product/no-such-thing'), '/en/product/[slug]');
    expect(line).not.toContain('\n');
    expect(JSON.parse(line)).toEqual({ event: 'not_found', status: 404, method: 'GET', path: '/en/product/no-such-thing', reason: 'unknown product' });
  });

  it('keeps a hostile path on its one line', () => {
    const line = notFoundLogLine('GET', url('/a%0A{"event":"forged"}'), '/404');
    expect(line.split('\n')).toHaveLength(1);
    expect(JSON.parse(line).event).toBe('not_found');
  });
});

describe('loggablePath', () => {
  it('never keeps the query: reset tokens, provider codes and order codes live there', () => {
    expect(loggablePath(url('/checkout/thank-you?code=ABC234&t=default'))).toBe('/checkout/thank-you');
    expect(loggablePath(url('/reset-password?token=s3cret&email=a%40b.pl'))).toBe('/reset-password');
  });

  it('replaces order codes in order paths, in both languages', () => {
    expect(loggablePath(url('/pay/ABC234'))).toBe('/pay/{code}');
    expect(loggablePath(url('/en/status/ABC234/traditional-payment'))).toBe('/en/status/{code}/traditional-payment');
    expect(loggablePath(url('/account/orders/ABC234'))).toBe('/account/orders/{code}');
    expect(loggablePath(url('/en/product/ABC234'))).toBe('/en/product/ABC234');
  });

  it('cuts a very long path', () => {
    const logged = loggablePath(url(`/${'x'.repeat(5000)}`));
    expect(logged).toHaveLength(MAX_LOGGED_PATH + 1);
    expect(logged.endsWith('…')).toBe(true);
  });
});

describe('notFoundReason', () => {
  it('names what was missing from the route that answered', () => {
    expect(notFoundReason('/404', url('/no/such/page'))).toBe('no route');
    expect(notFoundReason(undefined, url('/no/such/page'))).toBe('no route');
    expect(notFoundReason('/category/[slug]', url('/category/x'))).toBe('unknown category');
    expect(notFoundReason('/en/[slug]', url('/en/x'))).toBe('unknown page');
    expect(notFoundReason('/page/[code]', url('/page/x'))).toBe('unknown page');
    expect(notFoundReason('/en/blog/[slug]', url('/en/blog/x'))).toBe('unknown blog post');
    expect(notFoundReason('/sitemap-[chunk].xml', url('/sitemap-products-9.xml'))).toBe('no such sitemap chunk');
    expect(notFoundReason('/wishlist', url('/wishlist'))).toBe('not found by /wishlist');
  });

  it('tells an unknown order from a code that cannot be one', () => {
    expect(notFoundReason('/pay/[code]', url('/pay/ABC234'))).toBe('unknown order');
    expect(notFoundReason('/en/status/[code]', url('/en/status/not_a~code'))).toBe('malformed order code');
    expect(notFoundReason('/status/[code]/traditional-payment', url('/status/%E0%A4%A/traditional-payment'))).toBe('malformed order code');
    expect(notFoundReason('/account/orders/[code]', url('/account/orders/ABC234'))).toBe('unknown order');
    expect(notFoundReason('/en/checkout/thank-you', url('/en/checkout/thank-you?code=ABC234'))).toBe('unknown order');
    expect(notFoundReason('/checkout/thank-you', url('/checkout/thank-you?code=<b>'))).toBe('malformed order code');
    expect(notFoundReason('/checkout/thank-you', url('/checkout/thank-you'))).toBe('malformed order code');
  });
});
