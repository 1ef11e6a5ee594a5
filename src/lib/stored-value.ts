// Parsers for what the browser's storage gives back (the cart, the checkout form, the guest's wishlist,
// the checkout attempt): values this shop wrote, but possibly by an older version of it or edited by
// hand, so each is checked before use, keys it no longer knows are dropped, and anything else is thrown
// away. Written here rather than taken from a schema library: they run in the script of every page,
// under the JavaScript budget, and they need no messages and no transforms
// (docs/decisions/003-stored-value-parsers.md). Everything on the server validates with zod.

const INVALID: unique symbol = Symbol('invalid');

/** Gives the value back (objects with only their known keys), or INVALID. */
export type Parse<T> = (value: unknown) => T | typeof INVALID;
/** The type a parser gives. */
export type Parsed<P> = P extends Parse<infer T> ? T : never;

type Shape = Record<string, Parse<unknown>>;
type OptionalKeys<S extends Shape> = { [K in keyof S]: undefined extends Parsed<S[K]> ? K : never }[keyof S];
type ShapeType<S extends Shape> = { [K in Exclude<keyof S, OptionalKeys<S>>]: Parsed<S[K]> } & { [K in OptionalKeys<S>]?: Parsed<S[K]> };
type Flat<T> = { [K in keyof T]: T[K] };

const when =
  <T>(test: (value: unknown) => boolean): Parse<T> =>
  (value) =>
    test(value) ? (value as T) : INVALID;

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const string = (maxLength = Infinity, pattern?: RegExp): Parse<string> =>
  when((value) => typeof value === 'string' && value.length <= maxLength && (!pattern || pattern.test(value)));

export const number: Parse<number> = when((value) => typeof value === 'number' && Number.isFinite(value));

export const boolean: Parse<boolean> = when((value) => typeof value === 'boolean');

export const oneOf = <const T extends string>(options: readonly T[]): Parse<T> => when((value) => options.includes(value as T));

/** A plain object with string keys and any values, kept whole (metadata). */
export const record: Parse<Record<string, unknown>> = when(isPlainObject);

export const optional =
  <T>(parse: Parse<T>): Parse<T | undefined> =>
  (value) =>
    value === undefined ? undefined : parse(value);

export const nullable =
  <T>(parse: Parse<T>): Parse<T | null> =>
  (value) =>
    value === null ? null : parse(value);

/** The first of the parsers that accepts the value. */
export const either =
  <T extends unknown[]>(...parsers: { [I in keyof T]: Parse<T[I]> }): Parse<T[number]> =>
  (value) => {
    for (const parse of parsers) {
      const result = parse(value);
      if (result !== INVALID) return result;
    }
    return INVALID;
  };

export const array =
  <T>(parse: Parse<T>): Parse<T[]> =>
  (value) => {
    if (!Array.isArray(value)) return INVALID;
    const items: T[] = [];
    for (const item of value) {
      const result = parse(item);
      if (result === INVALID) return INVALID;
      items.push(result);
    }
    return items;
  };

/** An object with these keys (a key whose parser accepts undefined may be missing); other keys are dropped. */
export const object =
  <S extends Shape>(shape: S): Parse<Flat<ShapeType<S>>> =>
  (value) => {
    if (!isPlainObject(value)) return INVALID;
    const known: Record<string, unknown> = {};
    for (const [key, parse] of Object.entries(shape)) {
      const result = parse(value[key]);
      if (result === INVALID) return INVALID;
      if (result !== undefined) known[key] = result;
    }
    return known as Flat<ShapeType<S>>;
  };

/**
 * Like object(), but never refuses a plain object for one of its keys: a key whose value its parser
 * refuses takes the value of `fallback` instead (a stored form keeps what is still valid).
 */
export const objectOr =
  <S extends Shape>(shape: S, fallback: () => Flat<ShapeType<S>>): Parse<Flat<ShapeType<S>>> =>
  (value) => {
    if (!isPlainObject(value)) return INVALID;
    const empty: Record<string, unknown> = fallback();
    const known: Record<string, unknown> = {};
    for (const [key, parse] of Object.entries(shape)) {
      const result = parse(value[key]);
      const kept = result === INVALID ? empty[key] : result;
      if (kept !== undefined) known[key] = kept;
    }
    return known as Flat<ShapeType<S>>;
  };

/** A parser that also requires the parsed value to pass a test (a positive quantity). */
export const refine =
  <T>(parse: Parse<T>, test: (value: T) => boolean): Parse<T> =>
  (value) => {
    const result = parse(value);
    return result !== INVALID && test(result) ? result : INVALID;
  };

/** The parsed value of a JSON text, or undefined when it is missing, not JSON or not the shape (never throws). */
export function parseStored<T>(raw: string | null | undefined, parse: Parse<T>): T | undefined {
  if (!raw) return undefined;
  try {
    const result = parse(JSON.parse(raw));
    return result === INVALID ? undefined : result;
  } catch {
    return undefined;
  }
}
