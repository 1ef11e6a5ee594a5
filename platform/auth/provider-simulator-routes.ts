import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { formBody } from '../http/input.ts';
import { open, seal } from './provider-tokens.ts';
import { findProvider, isProviderKey, type ProviderKey } from './provider-store.ts';
import { CODE_TTL_S, providerUserId, type ProviderCode, type ProviderState } from './provider-routes.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const NAMES: Record<ProviderKey, string> = {
  google: 'Google',
  apple: 'Apple',
  facebook: 'Facebook',
  github: 'GitHub',
  gitlab: 'GitLab',
  bitbucket: 'Bitbucket',
  linkedin: 'LinkedIn',
};

type Lang = 'pl' | 'en';
const TEXT = {
  pl: {
    title: (p: string) => `Zaloguj się przez ${p} (symulacja)`,
    intro: (p: string) => `Sklep prosi o dostęp do Twojego adresu e-mail i imienia w serwisie ${p}. To jest symulacja: wpisz, kim jesteś w ${p}.`,
    email: 'Adres e-mail',
    name: 'Imię i nazwisko',
    allow: 'Zezwól',
    cancel: 'Anuluj',
    emailInvalid: 'Podaj poprawny adres e-mail.',
    nameInvalid: 'Podaj imię i nazwisko.',
    bad: 'Nieprawidłowe żądanie autoryzacji',
    badText: 'Ten odnośnik nie pochodzi ze sklepu albo jest uszkodzony. Wróć do sklepu i spróbuj ponownie.',
    note: 'Żadne dane nie opuszczają platformy demonstracyjnej.',
  },
  en: {
    title: (p: string) => `Sign in with ${p} (simulation)`,
    intro: (p: string) => `The shop asks for your e-mail address and name at ${p}. This is a simulation: enter who you are at ${p}.`,
    email: 'E-mail address',
    name: 'Full name',
    allow: 'Allow',
    cancel: 'Cancel',
    emailInvalid: 'Enter a valid e-mail address.',
    nameInvalid: 'Enter your name.',
    bad: 'Invalid authorization request',
    badText: 'This link did not come from the shop or is damaged. Go back to the shop and try again.',
    note: 'No data leaves the demo platform.',
  },
} as const;

function page(lang: Lang, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,sans-serif;background:#f4f4f6;color:#222;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border-radius:12px;padding:2rem;max-width:28rem;box-shadow:0 2px 12px #0002}
form{display:grid;gap:.9rem}label{font-weight:600;display:block;margin-bottom:.25rem}
input{font:inherit;width:100%;box-sizing:border-box;min-height:2.75rem;padding:.5rem;border:1px solid #666;border-radius:6px}
.error{color:#b3261e;margin:.25rem 0 0}.actions{display:flex;gap:.6rem;flex-wrap:wrap}
button{font-size:1rem;padding:.8rem 1.4rem;border-radius:8px;border:0;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #1a4fd6;outline-offset:2px}
.allow{background:#1e7d4f;color:#fff}.cancel{background:#e4e4e8;color:#222}
small{display:block;margin-top:1.5rem;color:#555}</style></head><body><main>${body}</main></body></html>`;
}

type Request = { provider: ProviderKey; clientId: string; redirectUri: string; state: string; lang: Lang };

/**
 * A stand-in for a sign-in provider's authorization page (OAuth 2 authorization code): the tester says
 * who they are at the provider and allows or cancels; the browser goes back to the shop's return URL
 * with `code` and `state`, or with `error=access_denied`. Only return URLs carried by a state the
 * platform signed are used, so the page cannot send anyone elsewhere.
 */
export function providerSimulatorRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  /** The request when it is one the platform started, else undefined (its state's expiry is checked at login). */
  const readRequest = (provider: string, values: Record<string, unknown>): Request | undefined => {
    const lang: Lang = values.ui_locales === 'en' ? 'en' : 'pl';
    if (!isProviderKey(provider) || typeof values.state !== 'string' || typeof values.redirect_uri !== 'string') return undefined;
    // An expired state still names a return URL the platform signed: the shop tells the shopper at login.
    const opened = open<ProviderState>(deps.key, 'provider-state', values.state);
    const state = opened.ok || opened.reason === 'expired' ? opened.value : undefined;
    if (!state || state.p !== provider || state.r !== values.redirect_uri) return undefined;
    const config = findProvider(deps.db, provider);
    if (values.client_id !== config.client_id) return undefined;
    return { provider, clientId: config.client_id ?? '', redirectUri: state.r, state: values.state, lang };
  };

  const badRequest = (lang: Lang) => page(lang, TEXT[lang].bad, `<h1>${escapeHtml(TEXT[lang].bad)}</h1><p>${escapeHtml(TEXT[lang].badText)}</p>`);

  const form = (req: Request, values: { email: string; name: string }, errors: { email?: string; name?: string } = {}) => {
    const text = TEXT[req.lang];
    const providerName = NAMES[req.provider];
    const field = (name: 'email' | 'name', type: string, autocomplete: string) => `<div>
<label for="sim-${name}">${escapeHtml(text[name])}</label>
<input id="sim-${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required maxlength="255" value="${escapeHtml(values[name])}"${errors[name] ? ` aria-invalid="true" aria-describedby="sim-${name}-error"` : ''}${errors[name] && (name === 'email' || !errors.email) ? ' autofocus' : ''}>
${errors[name] ? `<p class="error" id="sim-${name}-error">${escapeHtml(errors[name])}</p>` : ''}</div>`;
    return page(
      req.lang,
      text.title(providerName),
      `<h1>${escapeHtml(text.title(providerName))}</h1>
<p>${escapeHtml(text.intro(providerName))}</p>
<form method="post" action="/auth-simulator/${req.provider}/authorize">
<input type="hidden" name="client_id" value="${escapeHtml(req.clientId)}">
<input type="hidden" name="redirect_uri" value="${escapeHtml(req.redirectUri)}">
<input type="hidden" name="state" value="${escapeHtml(req.state)}">
<input type="hidden" name="ui_locales" value="${req.lang}">
${field('email', 'email', 'email')}
${field('name', 'text', 'name')}
<div class="actions"><button class="allow" type="submit" name="decision" value="allow">${escapeHtml(text.allow)}</button>
<button class="cancel" type="submit" name="decision" value="cancel" formnovalidate>${escapeHtml(text.cancel)}</button></div>
</form><small>${escapeHtml(text.note)}</small>`,
    );
  };

  app.get('/auth-simulator/:provider/authorize', (c) => {
    const req = readRequest(c.req.param('provider'), c.req.query());
    if (!req) return c.html(badRequest(c.req.query('ui_locales') === 'en' ? 'en' : 'pl'), 400);
    return c.html(form(req, { email: '', name: '' }));
  });

  app.post('/auth-simulator/:provider/authorize', async (c) => {
    const values = await formBody(c).catch((): Awaited<ReturnType<typeof formBody>> => ({}));
    const req = readRequest(c.req.param('provider'), values);
    if (!req) return c.html(badRequest(values.ui_locales === 'en' ? 'en' : 'pl'), 400);
    const back = new URL(req.redirectUri);
    back.searchParams.set('state', req.state);
    if (values.decision !== 'allow') {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', 'The user cancelled the authorization.');
      return c.redirect(back.toString(), 303);
    }
    const email = typeof values.email === 'string' ? values.email.trim() : '';
    const name = typeof values.name === 'string' ? values.name.trim() : '';
    const errors: { email?: string; name?: string } = {};
    if (!z.email().max(255).safeParse(email).success) errors.email = TEXT[req.lang].emailInvalid;
    if (name.length < 1 || name.length > 255) errors.name = TEXT[req.lang].nameInvalid;
    if (errors.email || errors.name) return c.html(form(req, { email, name }, errors), 422);
    const opened = open<ProviderState>(deps.key, 'provider-state', req.state);
    const st = opened.ok || opened.reason === 'expired' ? opened.jti : '';
    const code = seal<ProviderCode>(deps.key, 'provider-code', { p: req.provider, st, pid: providerUserId(req.provider, email), email, name }, CODE_TTL_S);
    back.searchParams.set('code', code);
    return c.redirect(back.toString(), 303);
  });

  return app;
}
