import { describe, expect, it } from 'vitest';
import { errorPageText } from './error-page-text';
import { HttpError } from './http-error';
import { PlatformError, platformErrorFromResponse } from './platform';

describe('errorPageText', () => {
  it("shows an HttpError's message, else its status message", () => {
    expect(errorPageText(new HttpError(503, 'We cannot load this page right now.'))).toBe('We cannot load this page right now.');
    expect(errorPageText(new HttpError(410, '', { statusMessage: 'Gone' }))).toBe('Gone');
    expect(errorPageText(new HttpError(500))).toBeNull();
  });

  it("shows the platform's own message for its 4xx refusal, else the status text", () => {
    const refusal = platformErrorFromResponse(
      404,
      { error: { code: 404, key: 'ORDER_WITH_THIS_NUMBER_DOESNT_EXIST', message: 'There is no order with this code.' } },
      'Not Found',
    );
    expect(errorPageText(refusal)).toBe('There is no order with this code.');
    expect(errorPageText(platformErrorFromResponse(409, { error: { code: 409, key: 'CLIENT_ORDER_PAID', message: '' } }, 'Conflict'))).toBe('Conflict');
  });

  it("never shows a 5xx answer's body, only its status text", () => {
    const crash = platformErrorFromResponse(
      500,
      { error: { code: 500, key: 'INTERNAL_SERVER_ERROR', message: 'SQLSTATE[42S22]: Column not found: orders.secret' } },
      'Internal Server Error',
    );
    expect(errorPageText(crash)).toBe('Internal Server Error');
    expect(errorPageText(platformErrorFromResponse(502, 'upstream connect error at 10.0.0.7:8080', ''))).toBeNull();
  });

  it('never shows a failure without an answer: its message names our own connection', () => {
    expect(errorPageText(PlatformError.network(new Error('connect ECONNREFUSED 10.0.0.7:8080')))).toBeNull();
    expect(errorPageText(PlatformError.timeout(20_000))).toBeNull();
  });

  it("never shows a JavaScript exception's message", () => {
    expect(errorPageText(new TypeError("Cannot read properties of undefined (reading 'price')"))).toBeNull();
    expect(errorPageText(Object.assign(new Error('ENOENT: /srv/app/dist/server/chunk.mjs'), { status: 404 }))).toBeNull();
    expect(errorPageText('a thrown string')).toBeNull();
    expect(errorPageText(undefined)).toBeNull();
  });
});
