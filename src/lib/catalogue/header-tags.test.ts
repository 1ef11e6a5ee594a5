import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decideHeaderTag, headElements, planHeaderTags, reportHeaderTagNotices } from './header-tags';
import type { HeaderTag } from '../commerce/seo';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const refusal = (tag: HeaderTag) => {
  const decision = decideHeaderTag(tag);
  return 'refused' in decision ? decision.refused : null;
};

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
  it('drops event handlers, styles, ids, data attributes and odd attribute names; refuses javascript: links', () => {
    expect(
      headElements([
        { type: 'meta', name: 'x', onload: 'steal()', 'bad name': 'y', id: 'integrations-config', 'data-integrations-config': '', style: 'a', content: 'z' },
        { type: 'link', rel: 'stylesheet', href: 'javascript:alert(1)' },
        { type: 'script', content: '   ' },
      ]),
    ).toEqual([{ type: 'meta', attributes: { name: 'x', content: 'z' } }]);
  });
});

describe('header tags: scripts', () => {
  it('an inline script is rendered as written and allowed by its SHA-256 hash', () => {
    const plan = planHeaderTags([{ type: 'script', content: 'window.campaign = "lato";' }]);
    expect(plan.elements).toEqual([{ type: 'script', attributes: {}, content: 'window.campaign = "lato";' }]);
    expect(plan.scriptHashes).toEqual([sha256('window.campaign = "lato";')]);
    expect(plan.scriptOrigins).toEqual([]);
  });
  it('hashes the text the browser will see: CR LF and CR become LF, NUL becomes U+FFFD', () => {
    const [element] = planHeaderTags([{ type: 'script', attributes: { type: 'text/javascript' }, content: 'a();\r\nb();\rc("\0");' }]).elements;
    expect(element?.content).toBe('a();\nb();\nc("\uFFFD");');
    expect(planHeaderTags([{ type: 'script', content: 'a();\r\nb();\rc("\0");' }]).scriptHashes).toEqual([sha256('a();\nb();\nc("\uFFFD");')]);
  });
  it('a module script and the JavaScript MIME types are JavaScript; the same script twice is one hash', () => {
    const plan = planHeaderTags([
      { type: 'script', attributes: { type: 'module' }, content: 'x()' },
      { type: 'script', attributes: { type: 'Application/JavaScript' }, content: 'x()' },
    ]);
    expect(plan.elements.map((element) => element.attributes.type)).toEqual(['module', 'application/javascript']);
    expect(plan.scriptHashes).toEqual([sha256('x()')]);
  });
  it('an external script from an https address is rendered with its loading attributes and its origin allowed', () => {
    const plan = planHeaderTags([
      {
        type: 'script',
        attributes: {
          src: 'https://widgets.example.com/w.js?id=1&x=2',
          async: true,
          defer: false,
          crossorigin: 'anonymous',
          integrity: 'sha384-abc',
          onload: 'x()',
          id: 'w',
        },
        content: 'ignored',
      },
    ]);
    expect(plan.elements).toEqual([
      { type: 'script', attributes: { src: 'https://widgets.example.com/w.js?id=1&x=2', async: '', crossorigin: 'anonymous', integrity: 'sha384-abc' } },
    ]);
    expect(plan.scriptOrigins).toEqual(['https://widgets.example.com']);
    expect(plan.scriptHashes).toEqual([]);
    expect(plan.notices.map((notice) => notice.notice)).toEqual([expect.stringMatching(/^rendered without onload: event handler; id: /)]);
  });
  it('refuses scripts from anywhere but an absolute https: address', () => {
    for (const src of ['http://cdn.test/x.js', '//cdn.test/x.js', '/_astro/x.js', 'javascript:alert(1)', 'data:text/javascript,alert(1)', 'not a url']) {
      expect(refusal({ type: 'script', src }), src).toBe('a script src that is not an absolute https: address');
    }
  });
  it('refuses inline text that could end its element, other script types and empty scripts', () => {
    expect(refusal({ type: 'script', content: 'a("</script><img src=x onerror=alert(1)>")' })).toMatch(/end its element early/);
    expect(refusal({ type: 'script', content: 'a("</SCRIPT >")' })).toMatch(/end its element early/);
    expect(refusal({ type: 'script', content: '<!--<script>' })).toMatch(/end its element early/);
    for (const type of ['importmap', 'speculationrules', 'text/template', 'text/html', 'text/vbscript']) {
      expect(refusal({ type: 'script', attributes: { type }, content: '{}' }), type).toMatch(/only JavaScript and JSON/);
    }
    expect(refusal({ type: 'script', content: ' \n ' })).toBe('a script with neither src nor text');
    expect(refusal({ type: 'script', attributes: { type: 'application/ld+json', src: 'https://a.test/x.json' } })).toMatch(/never fetched/);
  });
  it('a JSON block is escaped, needs no hash and keeps no other attribute', () => {
    const plan = planHeaderTags([{ type: 'script', attributes: { type: 'application/ld+json', id: 'integrations-config' }, content: '{"a":"</script>"}' }]);
    expect(plan.elements).toEqual([{ type: 'script', attributes: { type: 'application/ld+json' }, content: '{"a":"\\u003c/script\\u003e"}' }]);
    expect(plan.scriptHashes).toEqual([]);
  });
});

describe('header tags: meta', () => {
  it('renders the harmless http-equiv values', () => {
    expect(
      headElements([
        { type: 'meta', attributes: { 'http-equiv': 'Content-Language', content: 'pl' } },
        { type: 'meta', 'HTTP-EQUIV': 'X-UA-Compatible', content: 'IE=edge' },
      ]),
    ).toEqual([
      { type: 'meta', attributes: { 'http-equiv': 'Content-Language', content: 'pl' } },
      { type: 'meta', attributes: { 'http-equiv': 'X-UA-Compatible', content: 'IE=edge' } },
    ]);
  });
  it('refuses a refresh, cookies, policies, charsets and the names the page sets or reads', () => {
    for (const value of [
      'refresh',
      'Set-Cookie',
      'content-security-policy',
      'Content-Security-Policy-Report-Only',
      'content-type',
      'origin-trial',
      'accept-ch',
      'expires',
    ]) {
      expect(refusal({ type: 'meta', attributes: { 'http-equiv': value, content: 'x' } }), value).toMatch(/^meta http-equiv=/);
    }
    expect(refusal({ type: 'meta', charset: 'iso-8859-2' })).toMatch(/charset/);
    for (const name of ['referrer', 'Viewport', 'build-id', 'error-reporting'])
      expect(refusal({ type: 'meta', name, content: 'x' }), name).toMatch(/sets or reads it itself/);
  });
});

describe('reportHeaderTagNotices', () => {
  it('tells each distinct refused tag once, however many pages render it', () => {
    const lines: string[] = [];
    const tag: HeaderTag = { type: 'meta', 'http-equiv': 'refresh', content: '0;url=https://evil.test' };
    for (let render = 0; render < 3; render++) reportHeaderTagNotices(planHeaderTags([tag, { ...tag }]).notices, (line) => lines.push(line));
    reportHeaderTagNotices(planHeaderTags([{ type: 'meta', 'http-equiv': 'set-cookie', content: 'a=b' }]).notices, (line) => lines.push(line));
    expect(lines).toEqual([
      '[seo] header tag {"type":"meta","http-equiv":"refresh","content":"0;url=https://evil.test"} refused: meta http-equiv="refresh": only content-language, default-style, x-ua-compatible are rendered',
      '[seo] header tag {"type":"meta","http-equiv":"set-cookie","content":"a=b"} refused: meta http-equiv="set-cookie": only content-language, default-style, x-ua-compatible are rendered',
    ]);
  });
});
