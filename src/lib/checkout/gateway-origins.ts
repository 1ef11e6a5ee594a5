// The pay page's form posts to itself and is answered with a 303 to the payment gateway. Browsers apply
// the page's CSP form-action to that redirect, so the pay pages allow the gateways' origins: the
// platform's own (the embedded platform's simulated gateway lives there) and PAYMENT_GATEWAY_ORIGINS.
// A gateway on another origin is not redirected to: the page shows a link to it instead.

/** /pay/{code} and /en/pay/{code}. */
export const PAY_PAGES = /^(?:\/en)?\/pay\/[^/]+$/;

/** Origins of a comma-separated list of http(s) URLs; anything else is left out. */
export function parseOrigins(list: string | undefined): string[] {
  return (list ?? '').split(',').flatMap((entry) => {
    try {
      const url = new URL(entry.trim());
      return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
    } catch {
      return [];
    }
  });
}

export function gatewayOrigins(platformApiUrl: string, configured: string | undefined): string[] {
  return [...new Set([new URL(platformApiUrl).origin, ...parseOrigins(configured)])];
}

/** Whether an address the platform answered is somewhere to send a shopper: an absolute http(s) URL (never `javascript:` or a string a browser reads differently). */
export function isWebAddress(url: unknown): url is string {
  if (typeof url !== 'string' || /[\s\\]/.test(url)) return false;
  const parsed = URL.parse(url);
  return !!parsed && (parsed.protocol === 'https:' || parsed.protocol === 'http:') && !parsed.username && !parsed.password;
}

/** Whether the pay page may redirect the form's POST to this address (an allowed http(s) origin). */
export function redirectableGateway(url: string, origins: readonly string[]): boolean {
  try {
    return origins.includes(new URL(url).origin);
  } catch {
    return false;
  }
}
