import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/database.ts';
import { all, one, run } from '../db/database.ts';

/**
 * `alt` is Heseya's one alt text; `alts`, when present, holds it per language (code → text) and the
 * platform answers `alt` in the request's language (the wire shape stays Heseya's single string).
 */
export type StoredMedia = {
  id: string;
  file: string | null;
  url: string | null;
  type: 'photo' | 'video' | 'document' | 'other';
  alt: string | null;
  alts?: Record<string, string>;
  slug: string | null;
  source: 'silverbox' | 'external';
  metadata: Record<string, string>;
};
export type MediaOut = { id: string; type: string; url: string; alt: string | null; slug: string | null; source: string; metadata: Record<string, string> };

export const mediaDir = (dataDir: string) => join(dataDir, 'media');

/** Stores a file in the data directory's media folder and records it. */
export function saveMediaFile(db: Db, dataDir: string, media: Omit<StoredMedia, 'url'>, content: string | Buffer): void {
  mkdirSync(mediaDir(dataDir), { recursive: true });
  if (media.file) writeFileSync(join(mediaDir(dataDir), media.file), content);
  run(db, 'INSERT OR REPLACE INTO media (id, file, data) VALUES (?, ?, ?)', media.id, media.file, JSON.stringify({ ...media, url: null }));
}

/**
 * Local files get an address under the platform's public URL, resolved at read time so the port may change.
 * `lang` (the request's language code) picks the alt text of that language when the media has one.
 */
export function mediaOut(m: StoredMedia, publicUrl: string, lang?: string): MediaOut {
  return {
    id: m.id,
    type: m.type,
    url: m.file ? `${publicUrl}/media/${m.file}` : (m.url ?? ''),
    alt: (lang !== undefined ? m.alts?.[lang] : undefined) ?? m.alt,
    slug: m.slug,
    source: m.source,
    metadata: m.metadata,
  };
}

export function mediaIndex(db: Db): Map<string, StoredMedia> {
  return new Map(
    all<{ data: string }>(db, 'SELECT data FROM media').map((r) => {
      const m = JSON.parse(r.data) as StoredMedia;
      return [m.id, m];
    }),
  );
}

export function loadMedia(db: Db, id: string): StoredMedia | undefined {
  const row = one<{ data: string }>(db, 'SELECT data FROM media WHERE id = ?', id);
  return row ? (JSON.parse(row.data) as StoredMedia) : undefined;
}
