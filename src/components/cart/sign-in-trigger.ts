// Spec §4: the cart is processed on sign-in, so the signed-in shopper's prices and coupons apply.
// The sign-in sets a short-lived, non-secret `process_cart` cookie (src/lib/account/auth-cookies.ts);
// the first page after it (any page: ShellScripts runs this) removes the flag and processes the cart.
import { processCartLater } from '../../stores/cart-trigger';

const FLAG = 'process_cart';

export function processCartAfterSignIn(): void {
  if (!document.cookie.split(';').some((pair) => pair.trim() === `${FLAG}=1`)) return;
  document.cookie = `${FLAG}=; Max-Age=0; path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
  processCartLater(0);
}
