// One-page flags the server sets in non-secret cookies (src/lib/account/auth-cookies.ts): the page
// after a sign-in (`process_cart`) or a sign-out (`wishlist_reset`) reads each once and removes it.

/** The flag's value (e.g. '1'), removed so only one page acts on it; undefined when it is not set. */
export function takeSessionValue(name: string): string | undefined {
  const value = document.cookie
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  if (!value) return undefined;
  document.cookie = `${name}=; Max-Age=0; path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
  return value;
}

/** Whether the flag is set; removes it, so only one page acts on it. */
export const takeSessionFlag = (name: string): boolean => takeSessionValue(name) === '1';
