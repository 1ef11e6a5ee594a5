// VAT number formats of the EU member states (plus XI, Northern Ireland), with an optional country prefix.
// Spaces, dots and dashes that people type between digit groups are ignored.

const EU_VAT_FORMATS: Readonly<Record<string, string>> = {
  AT: 'U\\d{8}',
  BE: '[01]?\\d{9}',
  BG: '\\d{9,10}',
  CY: '\\d{8}[A-Z]',
  CZ: '\\d{8,10}',
  DE: '\\d{9}',
  DK: '\\d{8}',
  EE: '\\d{9}',
  EL: '\\d{9}',
  ES: '[A-Z0-9]\\d{7}[A-Z0-9]',
  FI: '\\d{8}',
  FR: '[A-HJ-NP-Z0-9]{2}\\d{9}',
  HR: '\\d{11}',
  HU: '\\d{8}',
  IE: '\\d{7}[A-W][A-I]?|\\d[A-Z+*]\\d{5}[A-W]',
  IT: '\\d{11}',
  LT: '\\d{9}|\\d{12}',
  LU: '\\d{8}',
  LV: '\\d{11}',
  MT: '\\d{8}',
  NL: '\\d{9}B\\d{2}',
  PL: '\\d{10}',
  PT: '\\d{9}',
  RO: '\\d{2,10}',
  SE: '\\d{12}',
  SI: '\\d{8}',
  SK: '\\d{10}',
  XI: '\\d{9}|\\d{12}|GD\\d{3}|HA\\d{3}',
};

const compact = (value: string): string => value.replace(/[\s.-]/g, '').toUpperCase();

/** An EU VAT number once compacted: a country's format with its prefix, or any country's without. */
export const VAT_NUMBER_PATTERN = new RegExp(
  `^(?:${Object.entries(EU_VAT_FORMATS)
    .map(([country, format]) => `${country}(?:${format})`)
    .join('|')}|${Object.values(EU_VAT_FORMATS).join('|')})$`,
);
/** A Polish VAT number (NIP) once compacted. */
export const PL_VAT_NUMBER_PATTERN = /^(PL)?\d{10}$/;

/** An EU VAT number, with or without its country prefix ('PL5260250995', 'DE123456789', '5260250995'). */
export function isVatNumber(value: string): boolean {
  return VAT_NUMBER_PATTERN.test(compact(value));
}

/** A Polish VAT number (NIP): 10 digits with an optional PL prefix ('526-025-09-95', 'PL5260250995'). */
export function isPolishVatNumber(value: string): boolean {
  return PL_VAT_NUMBER_PATTERN.test(compact(value));
}
