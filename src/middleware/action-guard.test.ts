import { describe, expect, it } from 'vitest';
import type { APIContext } from 'astro';
// Astro's own actions client code, to check that it reads a refusal as the shopper's error.
import { ActionError, deserializeActionResult } from '../../node_modules/astro/dist/actions/runtime/client.js';
import { actionCall, actionGuard, messageLocale, refusal } from './action-guard';
import { FORM_BODY_LIMIT, JSON_BODY_LIMIT, nestsDeeperThan, readActionBody, readActionForm } from '../lib/actions/action-body';

const ORIGIN = 'https://shop.example';
const post = (body: BodyInit | null, contentType?: string, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}/_actions/askAboutProduct`, {
    method: 'POST',
    body,
    headers: { ...(contentType ? { 'content-type': contentType } : {}), ...headers },
  });
const problemOf = async (request: Request, accept: 'form' | 'json') => {
  const body = await readActionBody(request, accept);
  return body.kind === 'problem' ? body.problem : body.kind;
};
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('which requests call an action', () => {
  const RPC = '/_actions/[...path]';
  const call = (path: string, routePattern = RPC, method = 'POST') => actionCall(method, new URL(`${ORIGIN}${path}`), routePattern);

  it('finds RPC calls by their route and form posts by ?_action=, as Astro does, only for POST', () => {
    expect(call('/_actions/askAboutProduct')).toEqual({ name: 'askAboutProduct', from: 'rpc' });
    expect(call('/_actions/askAboutProduct/')).toEqual({ name: 'askAboutProduct', from: 'rpc' });
    expect(call('/_actions/ask%41boutProduct')).toEqual({ name: 'askAboutProduct', from: 'rpc' });
    expect(call('/_actions/other/_actions/askAboutProduct')).toEqual({ name: 'askAboutProduct', from: 'rpc' });
    expect(call('/en/product/x?_action=askAboutProduct', '/en/product/[slug]')).toEqual({ name: 'askAboutProduct', from: 'form' });
    expect(call('/_actions/askAboutProduct', RPC, 'GET')).toBeUndefined();
    expect(call('/product/x', '/product/[slug]')).toBeUndefined();
    expect(call('/product/x?_action=', '/product/[slug]')).toBeUndefined();
  });

  it('marks a name Astro could not decode', () => {
    expect(call('/?_action=%25E0', '/')).toEqual({ name: undefined, from: 'form' });
    expect(call('/_actions/%E0')).toEqual({ name: undefined, from: 'rpc' });
  });
});

describe('the language of the message', () => {
  it('follows the page the request came from, when it is ours', () => {
    expect(messageLocale(`${ORIGIN}/en/product/x`, ORIGIN, 'pl')).toBe('en');
    expect(messageLocale(`${ORIGIN}/en`, ORIGIN, undefined)).toBe('en');
    expect(messageLocale(`${ORIGIN}/english`, ORIGIN, 'en')).toBe('pl');
    expect(messageLocale(`${ORIGIN}/product/x`, ORIGIN, 'en')).toBe('pl');
  });

  it('else the saved choice, else Polish', () => {
    expect(messageLocale('https://elsewhere.example/en/x', ORIGIN, 'en')).toBe('en');
    expect(messageLocale('https://elsewhere.example/en/x', ORIGIN, undefined)).toBe('pl');
    expect(messageLocale('not a url', ORIGIN, 'en')).toBe('en');
    expect(messageLocale(null, ORIGIN, 'de')).toBe('pl');
    expect(messageLocale(null, ORIGIN, undefined)).toBe('pl');
  });
});

describe('JSON nesting', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[1]}}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":"[[[[[[\\"[[[["}', 1)).toBe(false);
  });
});

describe('reading an action body', () => {
  it('accepts a JSON object for a JSON action and a form for a form action', async () => {
    expect(await readActionBody(post('{"a":1}', 'application/json; charset=utf-8'), 'json')).toEqual({ kind: 'json', value: { a: 1 } });
    const form = await readActionForm(post('name=Jan&consent=on', 'application/x-www-form-urlencoded'));
    expect(form instanceof FormData && form.get('name')).toBe('Jan');
    const multipart = new FormData();
    multipart.set('name', 'Anna');
    expect(await problemOf(post(multipart), 'form')).toBe('form');
  });

  it('accepts no body without a content type only for a JSON action (one without input)', async () => {
    expect(await problemOf(post(null), 'json')).toBe('none');
    expect(await problemOf(post(null), 'form')).toBe('unsupported');
    expect(await problemOf(post('x'), 'json')).toBe('unsupported');
  });

  it('refuses JSON that is broken, not an object, too deep or not UTF-8 as malformed', async () => {
    for (const body of ['{"a":', '[]', '"x"', '1', 'null', '', nested(10_000), `{"a":${nested(33)}}`]) {
      expect(await problemOf(post(body, 'application/json'), 'json'), body.slice(0, 20)).toBe('malformed');
    }
    expect(await problemOf(post(`{"a":${nested(31)}}`, 'application/json'), 'json')).toBe('json');
    expect(await problemOf(post(new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]), 'application/json'), 'json')).toBe('malformed');
  });

  it('refuses a broken multipart body as malformed', async () => {
    expect(await problemOf(post('--zz\r\nbroken', 'multipart/form-data; boundary=zz'), 'form')).toBe('malformed');
    expect(await problemOf(post('a=b', 'multipart/form-data'), 'form')).toBe('malformed');
  });

  it('refuses other content types, and JSON to a form action or a form to a JSON action', async () => {
    expect(await problemOf(post('hello', 'text/plain'), 'form')).toBe('unsupported');
    expect(await problemOf(post('{"locale":1}', 'application/json'), 'form')).toBe('unsupported');
    expect(await problemOf(post('a=b', 'application/x-www-form-urlencoded'), 'json')).toBe('unsupported');
    // Bodies are decoded as UTF-8 only: another declared charset is refused rather than misread.
    expect(await problemOf(post('{}', 'application/json; charset=iso-8859-2'), 'json')).toBe('unsupported');
    expect(await problemOf(post('a=b', 'application/x-www-form-urlencoded; charset="UTF-16"'), 'form')).toBe('unsupported');
    expect(await problemOf(post('{}', 'application/json; charset=UTF-8'), 'json')).toBe('json');
    // Well-formedness is checked first: broken JSON is a 400 even for a form action.
    expect(await problemOf(post('{"a":', 'application/json'), 'form')).toBe('malformed');
  });

  it('refuses a body over the limit, by its declared length or as it streams in', async () => {
    const big = JSON.stringify({ m: 'x'.repeat(JSON_BODY_LIMIT) });
    expect(await problemOf(post(big, 'application/json'), 'json')).toBe('too-large');
    expect(await problemOf(post('{}', 'application/json', { 'content-length': String(JSON_BODY_LIMIT + 1) }), 'json')).toBe('too-large');
    const chunk = new TextEncoder().encode('a'.repeat(16 * 1024));
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const streamed = new Request(`${ORIGIN}/_actions/askAboutProduct`, {
      method: 'POST',
      body: endless,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      duplex: 'half',
    } as RequestInit);
    expect(await problemOf(streamed, 'form')).toBe('too-large');
    expect(sent).toBeLessThanOrEqual(FORM_BODY_LIMIT + 2 * chunk.byteLength);
  });
});

describe('the refusal', () => {
  it('is an ActionError the actions client hands to the caller, in the shopper’s language', async () => {
    const response = refusal('malformed', 'en', 'rpc');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const result = deserializeActionResult({ type: 'error', body: await response.text(), status: response.status, contentType: 'application/json' });
    expect(result.error).toBeInstanceOf(ActionError);
    expect(result.error).toMatchObject({
      code: 'BAD_REQUEST',
      status: 400,
      message: 'The request could not be read. Reload the page and try again.',
    });
  });

  it('is plain text for a form posted to a page', async () => {
    const response = refusal('too-large', 'pl', 'form');
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe('Przesłane dane są zbyt duże. Skróć je i spróbuj ponownie.');
    expect(refusal('unsupported', 'pl', 'rpc').status).toBe(415);
  });
});

describe('the middleware', () => {
  const run = async (request: Request, cookie?: string, routePattern?: string) => {
    let forwarded: Request | undefined;
    const url = new URL(request.url);
    const context = {
      request,
      url,
      routePattern: routePattern ?? (url.pathname.startsWith('/_actions/') ? '/_actions/[...path]' : '/product/[slug]'),
      cookies: { get: (name: string) => (cookie && name === 'i18n_redirected' ? { value: cookie } : undefined) },
    };
    const response = await actionGuard(context as unknown as APIContext, async () => {
      forwarded = request;
      return new Response('from the action');
    });
    return { response: response ?? undefined, forwarded };
  };

  it('hands a good body on unread, so the action still reads it', async () => {
    const { response, forwarded } = await run(post('name=Jan', 'application/x-www-form-urlencoded'));
    expect(await response?.text()).toBe('from the action');
    expect(await forwarded?.text()).toBe('name=Jan');
  });

  it('answers a bad body itself, in the language of the saved choice', async () => {
    const { response, forwarded } = await run(post('{"a":', 'application/json'), 'en');
    expect(forwarded).toBeUndefined();
    expect(response?.status).toBe(400);
    expect(await response?.json()).toEqual({
      type: 'AstroActionError',
      code: 'BAD_REQUEST',
      status: 400,
      message: 'The request could not be read. Reload the page and try again.',
    });
  });

  it('leaves other requests and unknown actions to Astro', async () => {
    const page = new Request(`${ORIGIN}/product/x`, { method: 'POST', body: '{"a":', headers: { 'content-type': 'application/json' } });
    expect((await run(page)).forwarded).toBe(page);
    const unknown = new Request(`${ORIGIN}/_actions/nope`, { method: 'POST', body: '{"a":', headers: { 'content-type': 'application/json' } });
    expect((await run(unknown)).forwarded).toBe(unknown);
  });
});

describe('form actions posted to a page that has no such form', () => {
  const run = async (path: string, routePattern: string, body = 'email=a%40b.pl&password=x', contentType = 'application/x-www-form-urlencoded') => {
    let forwarded = false;
    const request = new Request(`${ORIGIN}${path}`, { method: 'POST', body, headers: { 'content-type': contentType } });
    const url = new URL(request.url);
    const context = { request, url, routePattern, cookies: { get: () => undefined } };
    const response = await actionGuard(context as unknown as APIContext, async () => {
      forwarded = true;
      return new Response('from the page');
    });
    return { status: response?.status, text: await response?.text(), forwarded };
  };

  it('refuses them with a 403 in the page’s language before the action runs', async () => {
    expect(await run('/?_action=signIn', '/')).toEqual({
      status: 403,
      text: 'Na tej stronie nie ma takiego formularza. Otwórz stronę, do której należy formularz, i wyślij go stamtąd.',
      forwarded: false,
    });
    expect(await run('/en/kontakt?_action=signIn', '/en/kontakt')).toEqual({
      status: 403,
      text: 'This page has no such form. Open the page the form belongs to and send it from there.',
      forwarded: false,
    });
    expect((await run('/product/kubek?_action=sign%49n', '/product/[slug]')).status).toBe(403);
    expect((await run('/login?_action=register', '/login')).status).toBe(403);
    // Actions the browser calls with JSON have no form on any page.
    expect((await run('/checkout?_action=placeOrder', '/checkout', '{}', 'application/json')).status).toBe(403);
    expect((await run('/?_action=noSuchAction', '/')).status).toBe(403);
  });

  it('lets each page post its own forms, in both languages, and the cookie form everywhere', async () => {
    expect((await run('/login?_action=signIn', '/login')).forwarded).toBe(true);
    expect((await run('/en/login?_action=signIn', '/en/login')).forwarded).toBe(true);
    expect((await run('/en/product/kubek?_action=askAboutProduct', '/en/product/[slug]')).forwarded).toBe(true);
    expect((await run('/account/settings?_action=changePassword', '/account/settings')).forwarded).toBe(true);
    expect((await run('/category/kuchnia?_action=saveConsent', '/category/[slug]', 'choice=required')).forwarded).toBe(true);
    // RPC calls go to their own endpoint.
    expect((await run('/_actions/signIn', '/_actions/[...path]')).forwarded).toBe(true);
  });
});
