// Signing in: POST /login on the server; the tokens go into HttpOnly cookies set here
// (src/lib/account/session.ts), never to the browser's scripts. Works as a plain HTML form POST to
// /login (the page passes the form to this action) and as an RPC call. The outcome is data
// ('signed-in', or 'two-factor' when the platform asks for a code); refusals are ActionErrors whose
// code tells the page which message to show where (see SIGN_IN_REFUSALS in guarded-sign-in.ts).
import { defineAction } from 'astro:actions';
import { signIn } from '../../lib/account/session';
import { signInInput } from './sign-in-input';
import { guardedSignIn, type GuardedSignInResult } from './guarded-sign-in';

export { signInInput, SIGN_IN_LIMITS, type SignInInput } from './sign-in-input';
export { SIGN_IN_REFUSALS } from './guarded-sign-in';

export const signInAction = defineAction({
  accept: 'form',
  input: signInInput,
  handler: (input, context): Promise<GuardedSignInResult> =>
    guardedSignIn(input, context, { log: '[account]', check: (credentials, options) => signIn(context, credentials, options) }),
});
