import { describe, expect, it } from 'vitest';
import type { ErrorEvent, TransactionEvent } from '@sentry/core';
import { FILTERED, hasSecretParam, scrubBreadcrumb, scrubEvent, scrubSpan, scrubUrl } from './scrub';

describe('scrubbing for the error-reporting service', () => {
  it('filters the values of token and code parameters in URLs, and nothing else', () => {
    expect(scrubUrl('https://shop.example/reset-password?token=abc123&email=a%40b.pl')).toBe(
      `https://shop.example/reset-password?token=${FILTERED}&email=a%40b.pl`,
    );
    expect(scrubUrl('/login/provider/google?code=xyz&state=s1')).toBe(`/login/provider/google?code=${FILTERED}&state=s1`);
    expect(scrubUrl('/cb#access_token=t&refresh_token=r&x=1')).toBe(`/cb#access_token=${FILTERED}&refresh_token=${FILTERED}&x=1`);
    expect(scrubUrl('/search?q=code&page=2')).toBe('/search?q=code&page=2');
    expect(scrubUrl('/products/token-bag')).toBe('/products/token-bag');
    expect(hasSecretParam('/reset?TOKEN=1')).toBe(true);
    expect(hasSecretParam('/reset?promo_code_name=1')).toBe(false);
  });

  it('removes credentials and cookies from an error’s request and filters its URL and query', () => {
    const event: ErrorEvent = {
      type: undefined,
      message: 'boom',
      request: {
        url: 'https://shop.example/account?token=secret',
        query_string: 'token=secret&x=1',
        headers: { Authorization: 'Bearer t', cookie: 'access_token=t', 'user-agent': 'test', referer: 'https://shop.example/login/provider/x?code=secret' },
        cookies: { access_token: 't' },
      },
      breadcrumbs: [{ category: 'navigation', data: { from: '/a?code=c', to: '/b' } }],
    };
    const scrubbed = scrubEvent(event);
    expect(scrubbed.request).toEqual({
      url: `https://shop.example/account?token=${FILTERED}`,
      query_string: `token=${FILTERED}&x=1`,
      headers: { 'user-agent': 'test', referer: `https://shop.example/login/provider/x?code=${FILTERED}` },
    });
    expect(scrubbed.breadcrumbs?.[0]?.data).toEqual({ from: `/a?code=${FILTERED}`, to: '/b' });
    expect(JSON.stringify(scrubbed)).not.toMatch(/secret|Bearer|access_token=t/);
    expect(event.request?.cookies).toEqual({ access_token: 't' }); // the original is left alone
  });

  it('filters query objects and pairs', () => {
    expect(scrubEvent({ type: undefined, request: { query_string: { code: 'c', page: '2' } } }).request?.query_string).toEqual({ code: FILTERED, page: '2' });
    expect(
      scrubEvent({
        type: undefined,
        request: {
          query_string: [
            ['token', 't'],
            ['q', 'x'],
          ],
        },
      }).request?.query_string,
    ).toEqual([
      ['token', FILTERED],
      ['q', 'x'],
    ]);
  });

  it('filters a transaction’s span URLs and queries', () => {
    const event: TransactionEvent = {
      type: 'transaction',
      transaction: '/reset-password?token=t',
      spans: [
        {
          span_id: '1',
          trace_id: '2',
          start_timestamp: 0,
          status: 'ok',
          description: 'GET /api?token=t',
          data: { 'http.query': 'token=t&a=1', 'url.full': 'https://x/?code=c' },
        },
      ],
      contexts: { trace: { span_id: '1', trace_id: '2', data: { url: '/reset?token=t' } } },
    };
    const scrubbed = scrubEvent(event);
    expect(scrubbed.transaction).toBe(`/reset-password?token=${FILTERED}`);
    expect(scrubbed.spans?.[0]?.description).toBe(`GET /api?token=${FILTERED}`);
    expect(scrubbed.spans?.[0]?.data).toEqual({ 'http.query': `token=${FILTERED}&a=1`, 'url.full': `https://x/?code=${FILTERED}` });
    expect(scrubbed.contexts?.trace?.data).toEqual({ url: `/reset?token=${FILTERED}` });
  });

  it('filters breadcrumbs of requests: URLs, and any header that slipped into their data', () => {
    expect(scrubBreadcrumb({ category: 'fetch', data: { url: '/_actions/x?token=t', method: 'POST', Authorization: 'Bearer t' } })).toEqual({
      category: 'fetch',
      data: { url: `/_actions/x?token=${FILTERED}`, method: 'POST' },
    });
    expect(scrubBreadcrumb({ category: 'console', message: 'went to /reset?token=t' }).message).toBe(`went to /reset?token=${FILTERED}`);
  });

  it('filters streamed spans: their name, URL attributes and recorded credentials', () => {
    const span = scrubSpan({
      trace_id: '1',
      span_id: '2',
      name: 'GET /reset-password?token=t',
      start_timestamp: 0,
      status: 'ok',
      is_segment: true,
      attributes: {
        'url.full': 'https://shop.example/reset-password?token=t&x=1',
        'url.query': { value: 'code=c' },
        'http.request.header.cookie': 'access_token=t',
        'http.request.header.authorization': 'Bearer t',
        'http.request.method': 'GET',
        'http.request.header.referer': { value: ['https://shop.example/reset?token=t'] },
        'http.request.header.accept': ['text/html'],
      },
    });
    expect(span.name).toBe(`GET /reset-password?token=${FILTERED}`);
    expect(span.attributes).toEqual({
      'url.full': `https://shop.example/reset-password?token=${FILTERED}&x=1`,
      'url.query': { value: `code=${FILTERED}` },
      'http.request.method': 'GET',
      'http.request.header.referer': { value: [`https://shop.example/reset?token=${FILTERED}`] },
      'http.request.header.accept': ['text/html'],
    });
  });
});
