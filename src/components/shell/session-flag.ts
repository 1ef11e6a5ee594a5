// One-page flags the server sets in non-secret cookies (src/lib/account/auth-cookies.ts): the page
// after a sign-in (`process_cart`) or a sign-out (`wishlist_reset`) reads each once and removes it.

/** Whether the flag is set; removes it, so only one page acts on it. */
export function takeSessionFlag(name: string): boolean {
  if (!document.cookie.split(';').some((pair) => pair.trim() === `${name}=1`)) return false;
  document.cookie = `${name}=; Max-Age=0; path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
  return true;
}
