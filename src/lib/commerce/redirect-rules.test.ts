import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import {
  ADJACENT_PLACEHOLDERS,
  REDIRECT_PATH_LIMIT,
  REPEATED_PLACEHOLDER,
  resolveRedirect,
  type RedirectRequest,
  type RedirectResult,
  type RedirectRule,
} from './redirect-rules';

const rule = (source_url: string, target_url: string, type: number | string = 301, enabled = true): RedirectRule => ({ source_url, target_url, type, enabled });
const go = (rules: RedirectRule[], pathname: string, search = '') => resolveRedirect(rules, { pathname, search });

describe('redirect rules', () => {
  it('redirects a whole-path match with the rule code and _rc=1', () => {
    expect(go([rule('/old', '/new', 308)], '/old')).toEqual({ location: '/new?_rc=1', status: 308 });
    expect(go([rule('/old', '/new')], '/old/more')).toBeNull();
    expect(go([rule('/old', '/new')], '/older')).toBeNull();
    expect(go([rule('/old', '/new')], '/x/old')).toBeNull();
  });

  it('a placeholder matches one path segment and can be reused in the target', () => {
    const rules = [rule('/old/{slug}', '/product/{slug}', 302)];
    expect(go(rules, '/old/red-lamp')).toEqual({ location: '/product/red-lamp?_rc=1', status: 302 });
    expect(go(rules, '/old/red/lamp')).toBeNull();
    expect(go(rules, '/old/')).toBeNull();
  });

  it('a placeholder may sit inside a segment, and several placeholders can be moved around', () => {
    expect(go([rule('/category/promo{rest}', '/sale/{rest}')], '/category/promo-winter')?.location).toBe('/sale/-winter?_rc=1');
    expect(go([rule('/{a}/x/{b}', '/{b}/{a}/{missing}')], '/one/x/two')?.location).toBe('/two/one/%7Bmissing%7D?_rc=1');
  });

  it('ignores a trailing slash on the path and on the source', () => {
    expect(go([rule('/old/', '/new')], '/old')?.location).toBe('/new?_rc=1');
    expect(go([rule('/old', '/new')], '/old/')?.location).toBe('/new?_rc=1');
    expect(go([rule('/', '/home')], '/')?.location).toBe('/home?_rc=1');
  });

  it('escapes regex characters in literal parts', () => {
    expect(go([rule('/a.b(c)', '/ok')], '/a.b(c)')?.location).toBe('/ok?_rc=1');
    expect(go([rule('/a.b', '/ok')], '/axb')).toBeNull();
    expect(go([rule('/price+', '/ok')], '/priceee')).toBeNull();
  });

  it('the last matching enabled rule wins', () => {
    const rules = [rule('/old', '/first'), rule('/old', '/second', 307), rule('/old', '/disabled', 301, false), rule('/other', '/x')];
    expect(go(rules, '/old')).toEqual({ location: '/second?_rc=1', status: 307 });
    expect(go([rule('/old', '/x', 301, false)], '/old')).toBeNull();
    expect(go([rule('', '/x'), rule('/old', '')], '/old')).toBeNull();
  });

  it('the last matching rule wins between exact paths and placeholders too, among 500 rules', () => {
    const many = Array.from({ length: 497 }, (_, i) => rule(`/old-${i}`, `/new-${i}`));
    const rules = [rule('/sale/{slug}', '/early/{slug}'), rule('/sale/lato', '/exact'), ...many, rule('/shop/{slug}', '/pattern/{slug}')];
    expect(resolveRedirect(rules, { pathname: '/sale/lato', search: '' })?.location).toBe('/exact?_rc=1');
    expect(resolveRedirect(rules, { pathname: '/sale/zima', search: '' })?.location).toBe('/early/zima?_rc=1');
    expect(resolveRedirect(rules, { pathname: '/old-321', search: '' })?.location).toBe('/new-321?_rc=1');
    expect(resolveRedirect([...rules, rule('/old-{n}', '/later/{n}')], { pathname: '/old-321', search: '' })?.location).toBe('/later/321?_rc=1');
    expect(resolveRedirect(rules, { pathname: '/old-999', search: '' })).toBeNull();
  });

  it('keeps other query parameters and increments _rc', () => {
    expect(go([rule('/a', '/b')], '/a', '?utm_source=mail&_rc=3&q=x y')?.location).toBe('/b?utm_source=mail&q=x+y&_rc=4');
    expect(go([rule('/a', '/b?ref=rule')], '/a', 'ref=request&page=2')?.location).toBe('/b?ref=rule&page=2&_rc=1');
    expect(go([rule('/a', '/b#top')], '/a', '_rc=nonsense')?.location).toBe('/b?_rc=1#top');
    expect(go([rule('/a', '/b')], '/a', '_rc=-40')?.location).toBe('/b?_rc=1');
  });

  it('stops once _rc reaches 10', () => {
    expect(go([rule('/a', '/b')], '/a', '_rc=9')?.location).toBe('/b?_rc=10');
    expect(go([rule('/a', '/b')], '/a', '_rc=10')).toBeNull();
    expect(go([rule('/a', '/b')], '/a', '_rc=25')).toBeNull();
  });

  it('does not redirect to the current path', () => {
    expect(go([rule('/same', '/same')], '/same')).toBeNull();
    expect(go([rule('/same/{x}', '/same/{x}/')], '/same/1')).toBeNull();
    expect(go([rule('/same', '/same?x=1')], '/same/')).toBeNull();
  });

  it('allows an absolute target URL, even with the same path', () => {
    expect(go([rule('/blog/{post}', 'https://blog.example.com/{post}')], '/blog/hello', '?a=1')).toEqual({
      location: 'https://blog.example.com/hello?a=1&_rc=1',
      status: 301,
    });
    expect(go([rule('/same', 'https://other.example.com/same')], '/same')?.location).toBe('https://other.example.com/same?_rc=1');
  });

  it('reads sources written as full URLs or with a query, and relative targets', () => {
    expect(go([rule('https://shop.example.com/old?x=1', 'new')], '/old')?.location).toBe('/new?_rc=1');
    expect(go([rule('old', '/new')], '/old')?.location).toBe('/new?_rc=1');
  });

  it('uses the rule type as the status; an unknown type counts as 301', () => {
    expect(go([rule('/a', '/b', '302')], '/a')?.status).toBe(302);
    expect(go([rule('/a', '/b', 200)], '/a')?.status).toBe(301);
    expect(go([rule('/a', '/b', 'permanent')], '/a')?.status).toBe(301);
  });
});

describe('redirect rules the platform gives badly, or with letters a URL encodes', () => {
  it('skips a rule whose source or target cannot be parsed, reports it once, and still applies the others', () => {
    const reports: string[] = [];
    const rules = [rule('https://[bad/old', '/x'), rule('/old', 'https://exa mple.com/x'), rule('/old', '/new'), rule('/broken-target', 'http://[::1/x')];
    const report = (bad: RedirectRule) => reports.push(bad.target_url);
    expect(resolveRedirect(rules, { pathname: '/old', search: '' }, report)?.location).toBe('/new?_rc=1');
    expect(resolveRedirect(rules, { pathname: '/broken-target', search: '' }, report)).toBeNull();
    expect(resolveRedirect(rules, { pathname: '/anything', search: '' }, report)).toBeNull();
    expect(reports).toEqual(['/x', 'https://exa mple.com/x', 'http://[::1/x']);
  });

  it('compares decoded paths: a source with Polish letters or spaces matches the encoded path', () => {
    expect(go([rule('/stara-kategoria/żółw', '/category/zolw')], '/stara-kategoria/%C5%BC%C3%B3%C5%82w')?.location).toBe('/category/zolw?_rc=1');
    expect(go([rule('/o nas', '/o-nas')], '/o%20nas')?.location).toBe('/o-nas?_rc=1');
    expect(go([rule('/o%20nas', '/o-nas')], '/o%20nas')?.location).toBe('/o-nas?_rc=1');
    expect(go([rule('/produkt/{slug}', '/product/{slug}')], '/produkt/%C5%82%C3%B3d%C5%BA')?.location).toBe('/product/%C5%82%C3%B3d%C5%BA?_rc=1');
    expect(go([rule('/a', '/b')], '/%E0%A4%A')).toBeNull();
  });

  it("ignores a trailing slash in the target, as Heseya's SDK does (no second 301)", () => {
    expect(go([rule('/old', '/new/')], '/old')?.location).toBe('/new?_rc=1');
    expect(go([rule('/old/{x}', '/new/{x}/')], '/old/1', '?a=b')?.location).toBe('/new/1?a=b&_rc=1');
    expect(go([rule('/old', 'https://blog.example.com/post/')], '/old')?.location).toBe('https://blog.example.com/post?_rc=1');
    expect(go([rule('/old', '/')], '/old')?.location).toBe('/?_rc=1');
  });
});

/**
 * resolveRedirect run in a worker thread, so that a matcher that never finishes fails this test instead of
 * blocking the test runner: the worker is stopped after `limitMs`.
 */
function resolveInWorker(rules: RedirectRule[], request: RedirectRequest, limitMs: number): Promise<RedirectResult | null | 'stopped'> {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    import(workerData.module).then(({ resolveRedirect }) => parentPort.postMessage(resolveRedirect(workerData.rules, workerData.request)));
  `;
  const worker = new Worker(code, { eval: true, workerData: { module: new URL('./redirect-rules.ts', import.meta.url).href, rules, request } });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => void worker.terminate().then(() => resolve('stopped')), limitMs);
    worker.once('message', (result: RedirectResult | null) => {
      clearTimeout(timer);
      void worker.terminate().then(() => resolve(result));
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

describe('redirect rules against hostile paths', () => {
  const product = rule('/p-{cat}-{id}-{slug}.html', '/product/{slug}?c={cat}&id={id}');

  it('several placeholders in one segment each take what the literal after them leaves', () => {
    expect(go([product], '/p-buty-12-czerwone-buty.html')?.location).toBe('/product/czerwone-buty?c=buty&id=12&_rc=1');
    expect(go([product], '/p-a-b-c.html')?.location).toBe('/product/c?c=a&id=b&_rc=1');
    expect(go([product], '/p-a-b.html')).toBeNull();
    expect(go([product], '/p--b-c.html')).toBeNull();
    expect(go([product], '/p-a--c.html')).toBeNull();
    expect(go([product], '/p-a---c.html')?.location).toBe('/product/c?c=a&id=-&_rc=1');
    expect(go([product], '/p-a-b-.html')).toBeNull();
    expect(go([product], '/p-a-b-c.htm')).toBeNull();
    expect(go([product], '/p-a-b-c.html/x')).toBeNull();
    expect(go([rule('/x{a}y{b}', '/{a}/{b}')], '/xyyyy')?.location).toBe('/y/yy?_rc=1');
    expect(go([rule('/{a}.{b}', '/{b}/{a}')], '/a.b.c')?.location).toBe('/b.c/a?_rc=1');
  });

  it('answers a path of a thousand a- at once (no backtracking), matched or not', async () => {
    // A regex of adjacent ([^/]+) groups tries every split: about n^4/24 steps for four placeholders and
    // n dashes, minutes here; a linear matcher looks for each literal once.
    const four = rule('/p-{a}-{b}-{c}-{d}.html', '/product/{d}?a={a}&b={b}&c={c}');
    const hostile = `/p-${'a-'.repeat(1000)}`;
    expect(hostile.length).toBeLessThanOrEqual(REDIRECT_PATH_LIMIT - 6);
    const answers = await Promise.all([
      resolveInWorker([four], { pathname: hostile, search: '' }, 10_000),
      resolveInWorker([four], { pathname: `${hostile}b.html`, search: '' }, 10_000),
      resolveInWorker([product], { pathname: `/p-${'a-'.repeat(20_000)}`, search: '' }, 10_000),
    ]);
    expect(answers[0]).toBeNull();
    expect(answers[1]).toEqual({ location: `/product/${'a-'.repeat(997)}b?a=a&b=a&c=a&_rc=1`, status: 301 });
    expect(answers[2]).toBeNull();
  });

  it('trims trailing slashes without retrying every run of slashes in the path', async () => {
    const slashes = `/${'/'.repeat(100_000)}x`;
    expect(await resolveInWorker([rule('/x', '/y')], { pathname: slashes, search: '' }, 10_000)).toBeNull();
  });

  it('does not look at paths longer than the limit with placeholder rules; exact rules still apply', () => {
    const long = `/old/${'x'.repeat(REDIRECT_PATH_LIMIT)}`;
    expect(go([rule('/old/{slug}', '/new/{slug}')], long)).toBeNull();
    expect(go([rule(long, '/new')], long)?.location).toBe('/new?_rc=1');
    expect(go([rule('/old/{slug}', '/new/{slug}')], long.slice(0, REDIRECT_PATH_LIMIT))?.location).toBe(`/new/${'x'.repeat(REDIRECT_PATH_LIMIT - 5)}?_rc=1`);
  });

  it('skips and reports rules whose placeholders cannot be told apart', () => {
    const reasons: string[] = [];
    const rules = [rule('/a/{x}{y}', '/b/{x}'), rule('/c/{x}/{x}', '/d/{x}'), rule('/a/{x}', '/fine/{x}')];
    expect(resolveRedirect(rules, { pathname: '/a/12', search: '' }, (_, reason) => reasons.push(reason))?.location).toBe('/fine/12?_rc=1');
    expect(resolveRedirect(rules, { pathname: '/c/1/1', search: '' })).toBeNull();
    expect(reasons).toEqual([ADJACENT_PLACEHOLDERS, REPEATED_PLACEHOLDER]);
  });
});
