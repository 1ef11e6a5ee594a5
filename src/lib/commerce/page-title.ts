export const FALLBACK_SHOP_TITLE = 'Store';

/** '{page title} - {shop title}' (docs/rules.md#page-title); the shop title alone when the page has none. */
export function pageTitle(page?: string | null, shop?: string | null): string {
  const shopTitle = shop?.trim() || FALLBACK_SHOP_TITLE;
  const pageText = page?.trim();
  return pageText ? `${pageText} - ${shopTitle}` : shopTitle;
}
