// A namespace of the message catalogue holds both languages side by side. English is the
// source of truth for the keys: a Polish message missing (or extra) is a type error.

export type MessageTree = { readonly [key: string]: string | MessageTree };

/** The same keys as T, any string values. */
export type SameKeys<T> = { readonly [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

export function defineMessages<const T extends MessageTree>(messages: { en: T; pl: SameKeys<T> }) {
  return messages as { en: SameKeys<T>; pl: SameKeys<T> };
}
