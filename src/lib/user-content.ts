// The namespace of the names (ids, anchor names) in HTML written in the platform's admin: the sanitiser
// (src/lib/catalogue/content-html.ts) puts every one of them under this prefix, and no element of the
// shop's own has a name that starts with it. A module of its own so the browser's code can read it
// without the sanitiser.
export const USER_CONTENT_PREFIX = 'user-content-';
