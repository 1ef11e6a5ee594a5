import { tr } from '../http/context.ts';
import type { CatalogueContext } from './catalogue-context.ts';
import { mediaById, seoOut } from './catalogue-context.ts';
import type { StoredProductSet } from './types.ts';

export function setIsVisible(cc: CatalogueContext, set: StoredProductSet): boolean {
  const byId = new Map(cc.sets.map((s) => [s.id, s]));
  let current: StoredProductSet | undefined = set;
  for (let guard = 0; current && guard < 50; guard++) {
    if (!current.public) return false;
    current = current.parent_id ? byId.get(current.parent_id) : undefined;
  }
  return true;
}

export function setShort(cc: CatalogueContext, s: StoredProductSet) {
  const t = tr(cc.rc, s.translations);
  const children = cc.sets.filter((c) => c.parent_id === s.id).sort((a, b) => a.sort - b.sort);
  return {
    id: s.id,
    name: t?.name ?? s.slug,
    slug: s.slug,
    slug_suffix: s.slug,
    slug_override: false,
    public: s.public,
    visible: setIsVisible(cc, s),
    parent_id: s.parent_id,
    children_ids: children.map((c) => c.id),
    cover: mediaById(cc, s.cover_id),
    metadata: s.metadata,
    published: cc.languageIds,
  };
}

type SetTree = ReturnType<typeof setShort> & { children: SetTree[] };

export function setTree(cc: CatalogueContext, s: StoredProductSet, showHidden: boolean, depth = 0): SetTree {
  const children = cc.sets
    .filter((c) => c.parent_id === s.id && (showHidden || c.public))
    .sort((a, b) => a.sort - b.sort);
  return { ...setShort(cc, s), children: depth > 20 ? [] : children.map((c) => setTree(cc, c, showHidden, depth + 1)) };
}

export function setDetail(cc: CatalogueContext, s: StoredProductSet, showHidden: boolean) {
  const parent = s.parent_id ? cc.sets.find((p) => p.id === s.parent_id) : undefined;
  return {
    ...setTree(cc, s, showHidden),
    description_html: tr(cc.rc, s.translations)?.description_html ?? '',
    parent: parent ? setShort(cc, parent) : null,
    seo: seoOut(cc, s.seo),
    attributes: [],
  };
}
