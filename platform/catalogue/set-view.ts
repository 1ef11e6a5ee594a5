import { tr } from '../http/context.ts';
import type { CatalogueContext } from './catalogue-context.ts';
import { mediaById, seoOut } from './catalogue-context.ts';
import type { StoredProductSet } from './types.ts';

type SetIndex = { byId: Map<string, StoredProductSet>; children: Map<string, StoredProductSet[]>; visible: Map<string, boolean> };
const indexes = new WeakMap<CatalogueContext, SetIndex>();

/** The request's sets by id and by parent, built once per request (a tree of hundreds stays linear). */
export function setIndex(cc: CatalogueContext): SetIndex {
  let index = indexes.get(cc);
  if (!index) {
    const children = new Map<string, StoredProductSet[]>();
    for (const s of cc.sets) if (s.parent_id) children.set(s.parent_id, [...(children.get(s.parent_id) ?? []), s]);
    for (const list of children.values()) list.sort((a, b) => a.sort - b.sort);
    index = { byId: new Map(cc.sets.map((s) => [s.id, s])), children, visible: new Map() };
    indexes.set(cc, index);
  }
  return index;
}

export function setIsVisible(cc: CatalogueContext, set: StoredProductSet): boolean {
  const index = setIndex(cc);
  const known = index.visible.get(set.id);
  if (known !== undefined) return known;
  let visible = true;
  let current: StoredProductSet | undefined = set;
  for (let guard = 0; current && guard < 50; guard++) {
    if (!current.public) {
      visible = false;
      break;
    }
    current = current.parent_id ? index.byId.get(current.parent_id) : undefined;
  }
  index.visible.set(set.id, visible);
  return visible;
}

export function setShort(cc: CatalogueContext, s: StoredProductSet) {
  const t = tr(cc.rc, s.translations);
  const children = setIndex(cc).children.get(s.id) ?? [];
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
    // Heseya lists a set's filter attributes; the embedded platform's sets filter by the global ones.
    attributes: [] as never[],
  };
}

type SetTree = ReturnType<typeof setShort> & { children: SetTree[] };

export function setTree(cc: CatalogueContext, s: StoredProductSet, showHidden: boolean, depth = 0): SetTree {
  const children = (setIndex(cc).children.get(s.id) ?? []).filter((c) => showHidden || c.public);
  return { ...setShort(cc, s), children: depth > 20 ? [] : children.map((c) => setTree(cc, c, showHidden, depth + 1)) };
}

export function setDetail(cc: CatalogueContext, s: StoredProductSet, showHidden: boolean) {
  const parent = s.parent_id ? setIndex(cc).byId.get(s.parent_id) : undefined;
  return {
    ...setTree(cc, s, showHidden),
    description_html: tr(cc.rc, s.translations)?.description_html ?? '',
    parent: parent ? setShort(cc, parent) : null,
    seo: seoOut(cc, s.seo),
    attributes: [],
  };
}
