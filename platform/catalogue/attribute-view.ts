// An attribute and its options as the API answers them (Heseya's AttributeResource and
// AttributeOptionResource), for the shop's reads and staff's writes alike.
import type { C } from '../http/context.ts';
import { tr } from '../http/context.ts';
import { idOrSlug } from '../http/input.ts';
import { notFound } from '../http/errors.ts';
import type { StoredAttribute, StoredAttributeOption } from './types.ts';

/** The attribute's own fields; `published`: the ids of the languages it is published in. */
export function attributeView(c: C, a: StoredAttribute, published: readonly string[]) {
  return {
    id: a.id,
    slug: a.slug,
    type: a.type,
    global: a.global,
    sortable: a.sortable,
    metadata: a.metadata,
    published,
    name: tr(c, a.translations)?.name ?? a.slug,
    description: tr(c, a.translations)?.description ?? '',
  };
}

/** A number attribute's lowest and highest option values (null for other types). */
export function attributeRange(a: StoredAttribute) {
  const numbers = () => a.options.map((o) => o.value_number ?? 0);
  return { min: a.type === 'number' ? Math.min(...numbers()) : null, max: a.type === 'number' ? Math.max(...numbers()) : null };
}

/** An option at `index` of `a`; `unnamed`: its name where it has none in the request's language. */
export function attributeOptionView(c: C, a: StoredAttribute, o: StoredAttributeOption, index: number, unnamed: '' | null) {
  return {
    id: o.id,
    name: tr(c, o.translations)?.name ?? unnamed,
    index,
    value_number: o.value_number,
    value_date: o.value_date,
    attribute_id: a.id,
    metadata: {},
  };
}

/** The attribute `ref` names (`id:…` or its slug) among `attributes`; 404 when none. */
export function findAttribute(attributes: readonly StoredAttribute[], ref: string): StoredAttribute {
  const r = idOrSlug(ref);
  const a = attributes.find((x) => ('id' in r ? x.id === r.id : x.slug === r.slug));
  if (!a) throw notFound('Attribute');
  return a;
}
