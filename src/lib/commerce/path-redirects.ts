// Path rules applied before any page renders (docs/rules.md#path-redirects).

export interface PathRedirect {
  location: string;
  status: 301 | 302 | 307 | 308;
}

const TAG_PREFIX = /^(\/en)?\/tag-produktu\/(.*)$/;

/**
 * '/tag-produktu/{rest}' → '/category/{rest}' (also under /en), and a non-root path
 * ending in '/' → the same path without it, query kept, code 301.
 */
export function pathRedirect(pathname: string, search: string): PathRedirect | null {
  const tag = TAG_PREFIX.exec(pathname);
  if (tag) {
    const rest = (tag[2] ?? '').replace(/\/+$/, '');
    return { location: `${tag[1] ?? ''}/category/${rest}${search}`, status: 301 };
  }
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const trimmed = pathname.replace(/\/+$/, '') || '/';
    // '//evil.example' would be read as another host: keep it a path on this site.
    const safe = trimmed.startsWith('//') ? `/${trimmed.replace(/^\/+/, '')}` : trimmed;
    return { location: `${safe}${search}`, status: 301 };
  }
  return null;
}
