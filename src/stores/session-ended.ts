// The browser's half of docs/rules.md#refresh-failed-home (when the token refresh fails, the tokens are
// cleared and the shopper goes home): after an action refused a shopper whose session the server could not refresh (it cleared the
// tokens and set the flag), the page goes home in its language. Call it where an action's refusal is
// handled; it answers whether it is taking the shopper home.
import { SESSION_ENDED_COOKIE } from '../lib/account/session-ended-flag';

export function goHomeIfSessionEnded(): boolean {
  if (typeof document === 'undefined') return false;
  const ended = document.cookie.split(';').some((pair) => pair.trim().startsWith(`${SESSION_ENDED_COOKIE}=`));
  if (!ended) return false;
  document.cookie = `${SESSION_ENDED_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
  location.assign(document.documentElement.lang === 'en' ? '/en' : '/');
  return true;
}
