import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER, startTestPlatform, type TestPlatform } from './harness.ts';

let p: TestPlatform;
beforeAll(async () => {
  p = await startTestPlatform();
});
afterAll(() => p?.stop());

describe('two-factor sign-in with an authenticator app', () => {
  it('sets up, requires the code at login, accepts a recovery code once, and can be removed', async () => {
    const token = await p.login(CUSTOMER);
    const setup = await p.call('POST', '/auth/2fa/setup', { token, body: { type: 'app' } });
    expect(setup.status).toBe(200);
    const { secret, qr_code_url } = setup.body.data;
    expect(qr_code_url).toContain('otpauth://totp/');
    expect((await p.call('POST', '/auth/2fa/confirm', { token, body: { code: '000000' } })).body.error.key).toBe('CLIENT_TFA_INVALID_TOKEN');
    const confirmCode = await generate({ secret });
    const confirm = await p.call('POST', '/auth/2fa/confirm', { token, body: { code: confirmCode } });
    expect(confirm.status).toBe(200);
    const recovery: string[] = confirm.body.data.recovery_codes;
    expect(recovery).toHaveLength(10);

    const noCode = await p.call('POST', '/login', { body: CUSTOMER });
    expect(noCode.status).toBe(403);
    expect(noCode.body.error.key).toBe('CLIENT_TFA_REQUIRED');
    expect((await p.call('POST', '/login', { body: { ...CUSTOMER, code: '123456' } })).body.error.key).toBe('CLIENT_TFA_INVALID_TOKEN');
    // A code is accepted once: the confirmation used this step's, so the sign-in types the next one (the app shows it within 30 s).
    const sameCode = await p.call('POST', '/login', { body: { ...CUSTOMER, code: confirmCode } });
    expect(sameCode.body.error.key).toBe('CLIENT_TFA_INVALID_TOKEN');
    const withCode = await p.call('POST', '/login', { body: { ...CUSTOMER, code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }) } });
    expect(withCode.status).toBe(200);
    expect(withCode.body.data.user.is_tfa_active).toBe(true);

    expect((await p.call('POST', '/login', { body: { ...CUSTOMER, code: recovery[0] } })).status).toBe(200);
    expect((await p.call('POST', '/login', { body: { ...CUSTOMER, code: recovery[0] } })).status).toBe(422);

    const fresh = await p.call('POST', '/auth/2fa/recovery/create', { token, body: { password: CUSTOMER.password } });
    expect(fresh.body.data.recovery_codes).toHaveLength(10);
    expect((await p.call('POST', '/login', { body: { ...CUSTOMER, code: recovery[1] } })).status).toBe(422);
    expect((await p.call('POST', '/auth/2fa/setup', { token, body: { type: 'app' } })).body.error.key).toBe('CLIENT_TFA_ALREADY_SET_UP');

    expect((await p.call('POST', '/auth/2fa/remove', { token, body: { password: 'wrong-password-1' } })).body.error.key).toBe('CLIENT_INVALID_PASSWORD');
    expect((await p.call('POST', '/auth/2fa/remove', { token, body: { password: CUSTOMER.password } })).status).toBe(204);
    expect((await p.call('POST', '/login', { body: CUSTOMER })).status).toBe(200);
  });
});
