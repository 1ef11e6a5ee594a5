import type { StoredAttribute } from '../catalogue/types.ts';
import { cachedDemoId, demoId } from './ids.ts';

const option = (attr: string, key: string, pl: string, en: string, value_number: number | null = null, value_date: string | null = null) => ({
  id: demoId(`attr:${attr}:${key}`),
  translations: { pl: { name: pl }, en: { name: en } },
  value_number,
  value_date,
});

// Looked up for every product of a large catalogue: a handful of distinct ids, each hashed once.
const attributeIds = cachedDemoId();
export const optionId = (attr: string, key: string) => attributeIds(`attr:${attr}:${key}`);
export const attributeId = (attr: string) => attributeIds(`attr:${attr}`);

/** Filterable attributes, one of each type: single-option, multi-choice, number and date. */
export function demoAttributes(): StoredAttribute[] {
  const attr = (slug: string, type: StoredAttribute['type'], pl: string, en: string, options: StoredAttribute['options']): StoredAttribute => ({
    id: attributeId(slug),
    slug,
    type,
    global: true,
    sortable: type === 'number' || type === 'date',
    translations: { pl: { name: pl, description: '' }, en: { name: en, description: '' } },
    options,
    metadata: {},
  });
  return [
    attr('marka', 'single-option', 'Marka', 'Brand', [
      option('marka', 'lesna', 'Leśna Pracownia', 'Leśna Pracownia'),
      option('marka', 'nordic', 'Nordic Home', 'Nordic Home'),
      option('marka', 'wisla', 'Wisła Design', 'Wisła Design'),
      option('marka', 'tatry', 'Tatry Outdoor', 'Tatry Outdoor'),
    ]),
    attr('material', 'single-option', 'Materiał', 'Material', [
      option('material', 'bawelna', 'Bawełna', 'Cotton'),
      option('material', 'ceramika', 'Ceramika', 'Ceramic'),
      option('material', 'drewno', 'Drewno', 'Wood'),
      option('material', 'len', 'Len', 'Linen'),
      option('material', 'metal', 'Metal', 'Metal'),
      option('material', 'papier', 'Papier', 'Paper'),
    ]),
    attr('kolor', 'multi-choice-option', 'Kolor', 'Colour', [
      option('kolor', 'czarny', 'Czarny', 'Black'),
      option('kolor', 'bialy', 'Biały', 'White'),
      option('kolor', 'zielony', 'Zielony', 'Green'),
      option('kolor', 'niebieski', 'Niebieski', 'Blue'),
      option('kolor', 'czerwony', 'Czerwony', 'Red'),
      option('kolor', 'naturalny', 'Naturalny', 'Natural'),
    ]),
    // Option names as each language writes them: a decimal comma in Polish (the unit is in the attribute's name), dates as dd.MM.yyyy.
    attr(
      'waga',
      'number',
      'Waga (kg)',
      'Weight (kg)',
      [0.2, 0.35, 0.5, 1, 2.5, 5, 12, 25].map((w) => option('waga', String(w), String(w).replace('.', ','), String(w), w)),
    ),
    attr(
      'data-premiery',
      'date',
      'Data premiery',
      'Release date',
      ['2024-03-01', '2025-01-15', '2025-09-01', '2026-05-20'].map((d) =>
        option('data-premiery', d, d.split('-').reverse().join('.'), d.split('-').reverse().join('.'), null, d),
      ),
    ),
  ];
}
