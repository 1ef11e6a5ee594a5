// Who may preview what (docs/marketing-content.md#preview): the platform's own staff permission to see
// hidden items of that kind, read from the staff member's profile. Heseya has no permission of its own
// for blog posts (they live in the content system); posts are content like pages, so they take the
// pages' permission.

export const PREVIEW_KINDS = ['page', 'product', 'post'] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

/** The platform permission each kind of preview needs. */
export const PREVIEW_PERMISSIONS: { readonly [Kind in PreviewKind]: string } = {
  page: 'pages.show_hidden',
  product: 'products.show_hidden',
  post: 'pages.show_hidden',
};

/** Whether a member of staff with these platform permissions may preview this kind of item. */
export function mayPreview(permissions: readonly string[], kind: PreviewKind): boolean {
  return permissions.includes(PREVIEW_PERMISSIONS[kind]);
}

/** Whether these permissions let their holder preview anything at all (the preview area's sign-in accepts only such staff). */
export function previewsAnything(permissions: readonly string[]): boolean {
  return PREVIEW_KINDS.some((kind) => mayPreview(permissions, kind));
}
