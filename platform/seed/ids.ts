import { hash } from 'node:crypto';

/** Stable UUIDs for demo data, so a reset gives the same ids (handy for bookmarks and tests). */
export function demoId(name: string): string {
  const h = hash('sha1', `demo:${name}`, 'hex');
  const variant = ((Number.parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** demoId for names used over and over (attributes, options, shared pictures): each hashed once. */
export function cachedDemoId(): (name: string) => string {
  const ids = new Map<string, string>();
  return (name) => {
    let id = ids.get(name);
    if (id === undefined) {
      id = demoId(name);
      ids.set(name, id);
    }
    return id;
  };
}

/** EUR price from a PLN price: divided by 4.3 and ending in .99. */
export function eurFrom(pln: number): string {
  return (Math.max(1, Math.round(pln / 4.3)) - 0.01).toFixed(2);
}
