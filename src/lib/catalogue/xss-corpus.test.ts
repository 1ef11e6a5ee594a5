// Classic XSS payloads through every place the platform's HTML reaches a page: content pages, category
// descriptions and consents (sanitiseContentHtml), product descriptions (sanitizeDescription) and the
// SEO header tags (planHeaderTags). What comes out may keep harmless text, never anything a browser runs,
// but for the header tags' own JavaScript, which runs only as the page's CSP names it (hash or https origin).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sanitiseContentHtml } from './content-html';
import { sanitizeDescription } from './product';
import { headElements, planHeaderTags } from './header-tags';
import type { HeaderTag } from '../commerce/seo';

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.test/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" ONERROR="alert(1)">',
  '<img src=x onerror\n=alert(1)>',
  '<body onload=alert(1)>',
  '<div onmouseover="alert(1)">hover</div>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="java\tscript:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">entities</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">hex entities</a>',
  '<a href="javascript&#58;alert(1)">colon entity</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<img src="javascript:alert(1)">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="https://evil.test/x.swf">',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<div style="background-image:url(javascript:alert(1))">styled</div>',
  '<div style="width: expression(alert(1))">expression</div>',
  '<form action="https://evil.test"><input name=x><button formaction="javascript:alert(1)">go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.test/">',
  '<link rel="stylesheet" href="https://evil.test/x.css">',
  '<details open ontoggle=alert(1)>x</details>',
  '<video><source onerror="alert(1)"></video>',
  '<a href="https://shop.test" target="_blank">new tab</a>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
  // DOM clobbering: elements named like the shop's own elements or the globals its scripts read.
  '<p id="integrations-config">{"tagManager":"GTM-EVIL"}</p>',
  '<div id="partytown">x</div>',
  '<a id="dataLayer" name="dataLayer">x</a>',
  '<a name="gtag" href="#content">x</a>',
  '<img name="getElementById" id="cookie" src="https://cdn.test/a.png">',
  '<img name="currentScript" src="https://cdn.test/a.png">',
  '<h2 id="content">x</h2><p id=" ">blank</p>',
  '<table id="__proto__"><tr><td id="constructor">x</td></tr></table>',
  '<p ID="consent-settings">upper-case</p>',
];

/** Names an element takes (id, name) outside the content's own namespace: it could stand for one of the shop's. */
function clobbering(html: string): string[] {
  return [...html.matchAll(/\s(id|name)\s*=\s*"([^"]*)"/gi)]
    .map((match) => `${match[1]}=${match[2]}`)
    .filter((found) => !found.split('=')[1]!.startsWith('user-content-'));
}

/** Whether the sanitised HTML still holds anything a browser would run or load as a document. */
function dangers(html: string): string[] {
  const found: string[] = [];
  if (/<\s*(script|iframe|object|embed|svg|math|style|form|input|button|meta|base|link|frame|frameset|noscript|template)\b/i.test(html)) found.push('element');
  if (/<[^>]*\s(on[a-z]+|style|srcdoc|formaction|xlink:href)\s*=/i.test(html)) found.push('attribute');
  for (const match of html.matchAll(/\s(href|src|srcset|action|data)\s*=\s*"([^"]*)"/gi)) {
    const value = match[2]!
      .replace(/&amp;/g, '&')
      .replace(/[\s\u0000-\u001f]/g, '')
      .toLowerCase();
    if (/^(javascript|vbscript|data):/.test(value) || value.includes('&#') || value.includes('&colon;')) found.push(`${match[1]}=${match[2]}`);
  }
  return found;
}

describe.each([
  ['content pages, category descriptions, consents', sanitiseContentHtml],
  ['product descriptions', sanitizeDescription],
] as const)('%s: XSS corpus', (_, sanitise) => {
  it.each(PAYLOADS)('%s', (payload) => {
    const html = sanitise(payload);
    expect(dangers(html)).toEqual([]);
    expect(clobbering(html)).toEqual([]);
    // Sanitising the result again changes nothing: no payload is assembled by the first pass.
    expect(sanitise(html)).toBe(html);
  });

  it('keeps ordinary formatting and safe links', () => {
    expect(sanitise('<p>Hello <strong>world</strong> <a href="https://shop.test/x">link</a></p>')).toContain('<a href="https://shop.test/x"');
  });

  it('a link to a new tab cannot reach back to the shop', () => {
    expect(sanitise('<a href="https://shop.test" target="_blank">x</a>')).toMatch(/rel="noopener noreferrer"/);
  });
});

describe('header tags: XSS corpus', () => {
  const tags: HeaderTag[] = [
    { type: 'script', content: 'alert(1)' },
    { type: 'script', attributes: { type: 'text/javascript' }, content: 'alert(1)</script><img src=x onerror=alert(2)>' },
    { type: 'script', attributes: { type: 'module' }, content: '<!--<script>alert(1)//' },
    { type: 'script', attributes: { type: 'importmap' }, content: '{"imports":{"/_astro/x.js":"https://evil.test/x.js"}}' },
    { type: 'script', attributes: { type: 'speculationrules' }, content: '{"prerender":[{"urls":["/logout"]}]}' },
    { type: 'script', attributes: { type: ' ' }, content: 'alert(1)' },
    { type: 'script', attributes: { src: 'http://evil.test/x.js' } },
    { type: 'script', attributes: { src: '//evil.test/x.js' } },
    { type: 'script', attributes: { src: 'data:text/javascript,alert(1)' } },
    { type: 'script', attributes: { type: 'application/ld+json', src: 'https://evil.test/x.js' }, content: '{}' },
    { type: 'script', attributes: { type: 'application/ld+json', onload: 'alert(1)' }, content: '{}' },
    { type: 'meta', attributes: { 'http-equiv': 'refresh', content: '0;url=javascript:alert(1)' } },
    { type: 'meta', attributes: { 'HTTP-EQUIV': 'Set-Cookie', content: 'access_token=x' } },
    { type: 'meta', attributes: { 'http-equiv': 'Content-Security-Policy', content: "script-src 'unsafe-inline'" } },
    { type: 'meta', attributes: { name: 'referrer', content: 'unsafe-url' } },
    { type: 'meta', attributes: { name: 'error-reporting', content: '{"dsn":"https://key@evil.test/1"}' } },
    { type: 'meta', attributes: { name: 'x', onmouseover: 'alert(1)', style: 'x:expression(alert(1))' }, content: 'ok' },
    { type: 'link', attributes: { rel: 'stylesheet', href: 'javascript:alert(1)' } },
    { type: 'link', attributes: { rel: 'icon', href: 'data:text/html,<script>alert(1)</script>' } },
    { type: 'link', attributes: { rel: 'icon', href: ' javascript:alert(1)' } },
    { type: 'link', attributes: { rel: 'preconnect', href: 'https://cdn.test', 'x onload': 'alert(1)', id: 'partytown' } },
  ];

  it('runs only the inline JavaScript the CSP names by hash; no event handler, refresh, policy, script URL or other script type', () => {
    const plan = planHeaderTags(tags);
    expect(plan.elements).toEqual([
      { type: 'script', attributes: {}, content: 'alert(1)' },
      // A type of only spaces is a classic script (HTML standard): the same text, the same hash.
      { type: 'script', attributes: {}, content: 'alert(1)' },
      { type: 'script', attributes: { type: 'application/ld+json' }, content: '{}' },
      { type: 'meta', attributes: { name: 'x', content: 'ok' } },
      { type: 'link', attributes: { rel: 'preconnect', href: 'https://cdn.test' } },
    ]);
    expect(plan.scriptHashes).toEqual([`sha256-${createHash('sha256').update('alert(1)').digest('base64')}`]);
    expect(plan.scriptOrigins).toEqual([]);
  });

  it('a JSON-LD block cannot close its element', () => {
    const [element] = headElements([
      { type: 'script', attributes: { type: 'application/ld+json' }, content: '{"name":"</script><script>alert(1)</script><!--"}' },
    ]);
    expect(element?.content).not.toContain('<');
    expect(JSON.parse(element!.content!)).toEqual({ name: '</script><script>alert(1)</script><!--' });
  });
});
