// Signing in to the preview area (/preview, /en/preview) with a member of staff's platform account: the
// same form, checks and guessing limits as the shop's sign-in (one count per account and network for both
// doors, src/actions/account/guarded-sign-in.ts), but the tokens go into the preview cookie
// (src/lib/preview/preview-cookie.ts), never into the shopper's session, and only an account allowed to
// preview something keeps them.
import { defineAction } from 'astro:actions';
import { previewSignIn } from '../../lib/preview/staff';
import { signInInput } from '../account/sign-in-input';
import { guardedSignIn, type GuardedSignInResult } from '../account/guarded-sign-in';

export const previewSignInAction = defineAction({
  accept: 'form',
  input: signInInput,
  handler: (input, context): Promise<GuardedSignInResult> =>
    guardedSignIn(input, context, {
      log: '[preview]',
      async check(credentials, options) {
        const result = await previewSignIn(context, credentials, options);
        return result.outcome === 'not-permitted' ? { outcome: 'not-admitted', message: 'preview.signIn.notPermitted' } : result;
      },
    }),
});
