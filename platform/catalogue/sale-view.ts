import { tr, type RequestCtx } from '../http/context.ts';
import type { StoredDiscount } from '../cart/discount-types.ts';

/**
 * A sale or coupon as Heseya's Sale object: its text in the request's language, the value (a percentage,
 * or amounts per currency, gross), the targeting flags, uses, metadata and the languages it is published in.
 */
export function saleOut(rc: RequestCtx, published: string[], d: StoredDiscount & { uses?: number }, showPrivate: boolean) {
  const t = tr(rc, d.translations);
  return {
    id: d.id,
    name: t?.name ?? '',
    slug: d.code?.toLowerCase() ?? null,
    description: t?.description ?? '',
    description_html: t?.description_html ?? '',
    percentage: d.percentage,
    amounts: d.amounts ? Object.entries(d.amounts).map(([currency, value]) => ({ value, currency, is_net: false })) : null,
    priority: d.priority,
    uses: d.uses ?? 0,
    active: d.active,
    target_type: d.target_type,
    target_is_allow_list: d.target_is_allow_list,
    metadata: d.metadata,
    ...(showPrivate ? { metadata_private: d.metadata_private ?? {} } : {}),
    published,
  };
}
