// The round trip of a server-rendered form: a post Astro answered already is never acted on twice, any
// other post goes to the action with its form, and a body that is no form gets the localised refusal.
import { describe, expect, it, vi } from 'vitest';
import { formActionResult, readPostedForm, submitForm, type FormPostContext } from './form-post';
import { FORM_BODY_LIMIT } from './action-body';

const action = Object.assign(async () => ({ data: 'called', error: undefined }), { orThrow: async () => 'called' });

function page(body: BodyInit, contentType: string, answered?: { data: string; error: undefined }) {
  const callAction = vi.fn(async (_action: unknown, form: FormData) => ({ data: `called with ${String(form.get('email'))}`, error: undefined }));
  const Astro = {
    request: new Request('http://127.0.0.1:4321/kontakt', { method: 'POST', body, headers: { 'content-type': contentType } }),
    getActionResult: () => answered,
    callAction,
  } as unknown as FormPostContext;
  return { Astro, callAction };
}

describe('submitForm', () => {
  it('hands the posted form to the action and gives its result', async () => {
    const { Astro, callAction } = page('email=anna%40example.com', 'application/x-www-form-urlencoded');
    const { refusal, form, result } = await submitForm(Astro, action as never, 'pl');
    expect(refusal).toBeUndefined();
    expect(form?.get('email')).toBe('anna@example.com');
    expect(result).toEqual({ data: 'called with anna@example.com', error: undefined });
    expect(callAction).toHaveBeenCalledTimes(1);
  });

  it('takes the result Astro already has for a ?_action= post, without running the action again', async () => {
    const { Astro, callAction } = page('email=a%40b.pl', 'application/x-www-form-urlencoded', { data: 'answered', error: undefined });
    const { result } = await submitForm(Astro, action as never, 'pl');
    expect(result).toEqual({ data: 'answered', error: undefined });
    expect(callAction).not.toHaveBeenCalled();
  });

  it('refuses a body of another type (415) and one past the limit (413) in the page’s language, calling nothing', async () => {
    const json = page('{"email":"a@b.pl"}', 'application/json');
    expect(await submitForm(json.Astro, action as never, 'en')).toEqual({ refusal: { status: 415, message: expect.any(String) } });
    const large = page(`email=${'a'.repeat(FORM_BODY_LIMIT + 1)}`, 'application/x-www-form-urlencoded');
    const refused = await submitForm(large.Astro, action as never, 'pl');
    expect(refused.refusal?.status).toBe(413);
    expect(json.callAction).not.toHaveBeenCalled();
    expect(large.callAction).not.toHaveBeenCalled();
  });

  it('leaves the body for Astro to read again', async () => {
    const { Astro } = page('email=a%40b.pl', 'application/x-www-form-urlencoded');
    await readPostedForm(Astro, 'pl');
    expect((await Astro.request.formData()).get('email')).toBe('a@b.pl');
  });
});

describe('formActionResult', () => {
  it('calls the action with the form the page completed', async () => {
    const { Astro, callAction } = page('', 'application/x-www-form-urlencoded');
    const form = new FormData();
    form.set('email', 'set@by.page');
    expect(await formActionResult(Astro, action as never, form)).toEqual({ data: 'called with set@by.page', error: undefined });
    expect(callAction).toHaveBeenCalledWith(action, form);
  });
});
