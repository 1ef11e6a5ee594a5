// Which pages post each action as an HTML form (`POST <page>?_action=<name>`, answered by Astro before
// the page renders). Astro runs `?_action=` on any route, so without this list every rate-limited action
// would have a door on every path: the action guard (src/middleware/action-guard.ts) refuses a form
// action posted anywhere but its own pages. Every action is listed, so a new one has to be placed.
import type { server } from './index';

type Server = typeof server;

/** Route patterns without the /en prefix; 'every page' for the cookie banner's form; none: RPC only. */
export type FormPages = readonly string[] | 'every page';

export const FORM_ACTION_PAGES: { readonly [Name in keyof Server]: FormPages } = {
  askAboutProduct: ['/product/[slug]'],
  signIn: ['/login'],
  previewSignIn: ['/preview'],
  register: ['/register'],
  requestPasswordReset: ['/forgot-password'],
  resetPassword: ['/reset-password'],
  manageAddress: ['/account/addresses'],
  updateProfile: ['/account/settings'],
  changePassword: ['/account/settings'],
  manageTwoFactor: ['/account/settings'],
  updatePreferences: ['/account/settings'],
  deleteAccount: ['/account/settings'],
  startProviderSignIn: ['/login/provider/[provider]'],
  removeFromWishlist: ['/account/wishlist'],
  payOrder: ['/pay/[code]'],
  sendContactMessage: ['/kontakt'],
  // The cookie banner and the cookie settings are on every page.
  saveConsent: 'every page',
  processCart: [],
  buyAgain: [],
  placeOrder: [],
  addToWishlist: [],
  checkWishlist: [],
  listWishlist: [],
  wishlistProducts: [],
  failForTests: [],
};

/** The route pattern of either language's page ('/en/login' and '/login' are one page). */
const unprefixed = (routePattern: string): string => routePattern.replace(/^\/en(?=\/|$)/, '') || '/';

/** Whether the page of `routePattern` posts the action `name` as a form (an unknown name: never). */
export function formActionBelongsTo(name: string, routePattern: string): boolean {
  if (!Object.hasOwn(FORM_ACTION_PAGES, name)) return false;
  const pages = FORM_ACTION_PAGES[name as keyof Server];
  return pages === 'every page' || pages.includes(unprefixed(routePattern));
}
