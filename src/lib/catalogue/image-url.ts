// A platform image at the width a page shows it: the platform resizes on request (`w`) and chooses the
// format the browser takes (`format=auto`) unless told. Used by the server's views and by the cart in the
// browser.

/**
 * Addresses already built: a page asks for a dozen (its logos, a gallery's widths and formats), the same
 * on every render of it. Bounded: emptied when full.
 */
const builtImageUrls = new Map<string, string>();
const MAX_BUILT_IMAGE_URLS = 4096;

/** A platform image at a given width, in the automatic format unless told (logos at width 200). */
export function imageAtWidth(url: string, width: number, format: 'auto' | 'webp' = 'auto'): string {
  const key = `${width} ${format} ${url}`;
  let built = builtImageUrls.get(key);
  if (built === undefined) {
    built = buildImageUrl(url, width, format);
    if (builtImageUrls.size >= MAX_BUILT_IMAGE_URLS) builtImageUrls.clear();
    builtImageUrls.set(key, built);
  }
  return built;
}

function buildImageUrl(url: string, width: number, format: 'auto' | 'webp'): string {
  try {
    const parsed = new URL(url);
    parsed.searchParams.set('w', String(width));
    parsed.searchParams.set('format', format);
    return parsed.href;
  } catch {
    const separator = url.includes('?') ? '&' : '?';
    return `${url}${separator}w=${width}&format=${format}`;
  }
}
