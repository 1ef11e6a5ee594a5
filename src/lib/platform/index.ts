// The platform client: the only code of the storefront that speaks HTTP to the platform.
export { createPlatform, type Platform, type PlatformContext, type ListPath, type ListItem } from './client';
export { memoryTokenStore, type AuthTokens, type TokenStore } from './auth-refresh';
export { cookieTokenStore, TOKEN_COOKIES, TOKEN_COOKIE_MAX_AGE_S, type CookieJar } from './cookie-token-store';
export { PlatformError, errorForShopper, platformErrorFromResponse, TIMEOUT, NETWORK_ERROR, CANCELLED } from './errors';
export { toPage, type Page, type Pagination } from './lists';
export { encodeQuery } from './query';
export { ResponseCache, sharedResponseCache, DEFAULT_CACHE_TTL_MS, CACHE_HEADER, type CacheState } from './response-cache';
export { createPriceTracker, type PriceTracker, type PriceRecord } from './price-tracker';
export { DEFAULT_TIMEOUT_MS } from './transport';
export type { components, paths } from './schema';
