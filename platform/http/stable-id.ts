import { createHash } from 'node:crypto';

/**
 * A UUID that stays the same for the same parts: an id for what the embedded platform stores without one
 * (a setting, a banner's slide) where Heseya's answers carry an id.
 */
export function stableId(...parts: string[]): string {
  const h = createHash('sha1').update(parts.join('\u0000')).digest('hex');
  const variant = ((Number.parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
