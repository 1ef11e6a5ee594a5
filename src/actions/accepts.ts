// The body each action reads, for the action guard (src/middleware/action-guard.ts), which answers
// any other body with a localised 415 before the action runs (Astro's own answer is in English).
// The type is derived from the actions themselves: a missing action or a wrong kind is a type error.
import type { server } from './index';
import type { ActionAccept } from '../lib/actions/action-body';

export type { ActionAccept };

type Server = typeof server;
type IsAny<T> = 0 extends 1 & T ? true : false;
/** An action declared with `accept: 'form'` is called with FormData; any other takes JSON. */
type AcceptOf<A> = A extends { orThrow: (input: infer I) => unknown } ? (IsAny<I> extends true ? 'json' : [I] extends [FormData] ? 'form' : 'json') : never;

export const ACTION_ACCEPTS: { readonly [Name in keyof Server]: AcceptOf<Server[Name]> } = {
  askAboutProduct: 'form',
  processCart: 'json',
  signIn: 'form',
  previewSignIn: 'form',
  manageAddress: 'form',
  register: 'form',
  requestPasswordReset: 'form',
  resetPassword: 'form',
  buyAgain: 'json',
  updateProfile: 'form',
  changePassword: 'form',
  manageTwoFactor: 'form',
  updatePreferences: 'form',
  deleteAccount: 'form',
  startProviderSignIn: 'form',
  placeOrder: 'json',
  addToWishlist: 'json',
  removeFromWishlist: 'form',
  checkWishlist: 'json',
  listWishlist: 'json',
  wishlistProducts: 'json',
  payOrder: 'form',
  saveConsent: 'form',
  sendContactMessage: 'form',
  failForTests: 'json',
};

/** What the action of that name reads, or undefined when there is no such action (Astro answers 404). */
export function actionAccept(name: string): ActionAccept | undefined {
  return Object.hasOwn(ACTION_ACCEPTS, name) ? ACTION_ACCEPTS[name as keyof Server] : undefined;
}
