// When a token refresh fails, the tokens are cleared and the shopper goes home. A page does
// it on the server (src/middleware/account.ts); an action called from a page script (a wishlist heart,
// the checkout, buy again) cannot redirect, so its answer carries this short-lived flag, readable by
// the page's script (src/stores/session-ended.ts), which then goes home. Not secret: it says only that
// this browser's session ended.
export const SESSION_ENDED_COOKIE = 'session_ended';
export const SESSION_ENDED_MAX_AGE_S = 60;
