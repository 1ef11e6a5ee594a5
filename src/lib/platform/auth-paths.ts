// Which platform paths carry the shopper's token (docs/rules.md#bearer-paths) and which may be cached.

const AUTHENTICATED = ['auth', 'product-sets/favourites', 'orders', 'cart/process', 'wishlist', 'users/self-remove', 'users/password'];

const basePaths = new Map<string, string>();

/** The path relative to the API base, e.g. `/auth/refresh` for `https://api.example/v1/auth/refresh`. */
export function apiPathOf(url: URL, baseUrl: string): string {
  let basePath = basePaths.get(baseUrl);
  if (basePath === undefined) {
    basePath = new URL(baseUrl).pathname.replace(/\/+$/, '');
    // A process talks to one platform and its price tracker: a handful of bases (bounded all the same).
    if (basePaths.size >= 64) basePaths.clear();
    basePaths.set(baseUrl, basePath);
  }
  const path = url.pathname;
  return basePath && path.startsWith(basePath) ? path.slice(basePath.length) || '/' : path;
}

export function isRefreshPath(apiPath: string): boolean {
  return /^\/?auth\/refresh\/?$/.test(apiPath);
}

/** Whether `Authorization: Bearer` is sent: paths containing one of the fragments of docs/rules.md#bearer-paths, never the refresh call. */
export function sendsAuthorization(apiPath: string): boolean {
  if (isRefreshPath(apiPath)) return false;
  return AUTHENTICATED.some((fragment) => apiPath.includes(fragment));
}

/** Whether a GET/HEAD response may be cached: never for wishlist or the authenticated paths. */
export function isCacheablePath(apiPath: string): boolean {
  return !apiPath.includes('wishlist') && !sendsAuthorization(apiPath) && !isRefreshPath(apiPath);
}

export function isCartProcessPath(apiPath: string): boolean {
  return /^\/?cart\/process\/?$/.test(apiPath);
}
