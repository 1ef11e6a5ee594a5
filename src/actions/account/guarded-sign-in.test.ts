// A sign-in door under the guessing guards: what the shopper (or a guesser) is told for each outcome,
// and which outcomes count towards the limits, with the storefront's real guards in memory.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DoorOutcome, SignInDoor } from './guarded-sign-in';
import type { SignInInput } from './sign-in-input';

vi.mock('astro:actions', () => import('../testing/astro-actions'));

const { createLimits } = await import('../../lib/rate-limit/limits');
const { memoryLimiters } = await import('../../lib/rate-limit/limiter-store');
let fresh = createLimits(memoryLimiters);
vi.mock('../../lib/rate-limit/limits', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/rate-limit/limits')>()),
  limits: () => fresh,
}));

const { guardedSignIn, SIGN_IN_REFUSALS } = await import('./guarded-sign-in');
const { PlatformError, platformErrorFromResponse } = await import('../../lib/platform/errors');
const { readPlatformRefusal } = await import('./platform-refusal');

type Context = Parameters<typeof guardedSignIn>[1];
const contextFrom = (clientAddress: string) => ({ clientAddress, locals: { shop: { channel: { id: 'channel-1' } } } }) as unknown as Context;
const home = contextFrom('203.0.113.7');

const passwordStep = (email: string, password = 'secret'): SignInInput => ({ locale: 'en', step: 'password', email, password, code: '' });
const codeStep = (email: string, code = '123456'): SignInInput => ({ locale: 'en', step: 'code', email, password: '', code });

/** A door whose platform answers `answer` (an outcome, or a thrown error) and remembers what it was asked. */
function door(answer: DoorOutcome | Error | (() => DoorOutcome)): SignInDoor & { calls: Parameters<SignInDoor['check']>[] } {
  const calls: Parameters<SignInDoor['check']>[] = [];
  return {
    log: '[test]',
    calls,
    async check(...args) {
      calls.push(args);
      if (answer instanceof Error) throw answer;
      return typeof answer === 'function' ? answer() : answer;
    },
  };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('not refused'),
    (error: { code: string; message: string }) => error,
  );

beforeEach(() => {
  fresh = createLimits(memoryLimiters);
});

describe('guardedSignIn', () => {
  it("hands the door the password step's credentials, the language and the sales channel, and signs in", async () => {
    const signedIn = door({ outcome: 'signed-in' });
    await expect(guardedSignIn(passwordStep('ola@example.com'), home, signedIn)).resolves.toEqual({ outcome: 'signed-in' });
    expect(signedIn.calls).toEqual([
      [
        { email: 'ola@example.com', password: 'secret', code: undefined },
        { language: 'en', salesChannelId: 'channel-1' },
      ],
    ]);
  });

  it("asks for the code when the platform does, and hands the code step's code without a password", async () => {
    await expect(guardedSignIn(passwordStep('ola@example.com'), home, door({ outcome: 'two-factor', email: 'ola@example.com' }))).resolves.toEqual({
      outcome: 'two-factor',
      email: 'ola@example.com',
    });
    const codeDoor = door({ outcome: 'signed-in' });
    await guardedSignIn(codeStep('ola@example.com'), home, codeDoor);
    expect(codeDoor.calls[0]?.[0]).toEqual({ email: 'ola@example.com', password: undefined, code: '123456' });
  });

  it('refuses a wrong password, a wrong code and an expired code step with their own codes and messages', async () => {
    expect(await refusal(guardedSignIn(passwordStep('a@example.com'), home, door({ outcome: 'invalid-credentials' })))).toMatchObject({
      code: SIGN_IN_REFUSALS.invalidCredentials,
      message: 'Incorrect login or password',
    });
    expect(await refusal(guardedSignIn(codeStep('a@example.com'), home, door({ outcome: 'invalid-code' })))).toMatchObject({
      code: SIGN_IN_REFUSALS.invalidCode,
      message: 'This code is not valid. Check the app and try again, or use a recovery code.',
    });
    expect(await refusal(guardedSignIn({ ...codeStep('a@example.com'), locale: 'pl' }, home, door({ outcome: 'step-expired' })))).toMatchObject({
      code: SIGN_IN_REFUSALS.stepExpired,
      message: 'Logowanie trwało zbyt długo. Wpisz hasło ponownie.',
    });
  });

  it('refuses an account the door does not admit with the reason the door gives', async () => {
    const notAdmitted = door({ outcome: 'not-admitted', message: 'preview.signIn.notPermitted' });
    expect(await refusal(guardedSignIn(passwordStep('a@example.com'), home, notAdmitted))).toMatchObject({
      code: 'FORBIDDEN',
      message: 'This account may not preview pages or products.',
    });
  });

  it('after five wrong passwords for one account from one network, refuses the sixth without asking the platform', async () => {
    const wrong = door({ outcome: 'invalid-credentials' });
    for (let i = 0; i < 5; i++) await refusal(guardedSignIn(passwordStep('victim@example.com'), home, wrong));
    const error = await refusal(guardedSignIn(passwordStep('victim@example.com'), home, wrong));
    expect(error).toMatchObject({ code: SIGN_IN_REFUSALS.rateLimited, message: 'Too many attempts. Please try again in 15 min.' });
    expect(wrong.calls).toHaveLength(5);
    // The code step has its own counts.
    await expect(guardedSignIn(codeStep('victim@example.com'), home, door({ outcome: 'signed-in' }))).resolves.toEqual({ outcome: 'signed-in' });
  });

  it('counts wrong codes with the two-factor guard', async () => {
    const wrong = door({ outcome: 'invalid-code' });
    for (let i = 0; i < 5; i++) await refusal(guardedSignIn(codeStep('victim@example.com'), home, wrong));
    expect(await refusal(guardedSignIn(codeStep('victim@example.com'), home, wrong))).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(wrong.calls).toHaveLength(5);
  });

  it('forgets the failures after a right password, also one the door does not admit; an expired step is not counted', async () => {
    const wrong = door({ outcome: 'invalid-credentials' });
    for (let i = 0; i < 4; i++) await refusal(guardedSignIn(passwordStep('ola@example.com'), home, wrong));
    await refusal(guardedSignIn(passwordStep('ola@example.com'), home, door({ outcome: 'not-admitted', message: 'preview.signIn.notPermitted' })));
    for (let i = 0; i < 4; i++) await refusal(guardedSignIn(passwordStep('ola@example.com'), home, wrong));
    await guardedSignIn(passwordStep('ola@example.com'), home, door({ outcome: 'two-factor', email: 'ola@example.com' }));
    for (let i = 0; i < 4; i++) await refusal(guardedSignIn(passwordStep('ola@example.com'), home, wrong));
    for (let i = 0; i < 10; i++) await refusal(guardedSignIn(codeStep('ola@example.com'), home, door({ outcome: 'step-expired' })));
    await expect(guardedSignIn(passwordStep('ola@example.com'), home, door({ outcome: 'signed-in' }))).resolves.toEqual({ outcome: 'signed-in' });
    await expect(guardedSignIn(codeStep('ola@example.com'), home, door({ outcome: 'signed-in' }))).resolves.toEqual({ outcome: 'signed-in' });
  });

  it("answers the platform's throttle as its own, with the platform's wait", async () => {
    const throttled = platformErrorFromResponse(429, { error: { code: 429, key: 'TOO_MANY_REQUESTS', message: 'Slow down.' } }, '', '120');
    expect(await refusal(guardedSignIn(passwordStep('a@example.com'), home, door(throttled)))).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts. Please try again in 2 min.',
    });
  });

  it('shows any other refusal as the platform words it', async () => {
    const blocked = platformErrorFromResponse(403, { error: { code: 403, key: 'CLIENT_USER_BLOCKED', message: 'This account is blocked.' } }, 'Forbidden');
    const error = await refusal(guardedSignIn(passwordStep('a@example.com'), home, door(blocked)));
    expect(error.code).toBe('UNPROCESSABLE_CONTENT');
    expect(readPlatformRefusal(error)).not.toBeNull();
  });

  it("says to try again when the platform does not answer, logs it under the door's name, and counts none of it", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const silent = door(PlatformError.timeout(5000));
    for (let i = 0; i < 25; i++) {
      expect(await refusal(guardedSignIn(passwordStep('a@example.com'), home, silent))).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Signing in is not possible right now. Please try again in a moment.',
      });
    }
    expect(log).toHaveBeenCalledWith('[test] sign-in failed:', 'The platform did not answer within 5 s');
    expect(silent.calls).toHaveLength(25);
    log.mockRestore();
  });

  it('counts failures from one network across accounts: the twenty-first guess of the window is refused', async () => {
    const wrong = door({ outcome: 'invalid-credentials' });
    for (let i = 0; i < 20; i++) await refusal(guardedSignIn(passwordStep(`user${i}@example.com`), home, wrong));
    expect(await refusal(guardedSignIn(passwordStep('another@example.com'), home, wrong))).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    await expect(guardedSignIn(passwordStep('another@example.com'), contextFrom('198.51.100.9'), door({ outcome: 'signed-in' }))).resolves.toEqual({
      outcome: 'signed-in',
    });
  });
});
