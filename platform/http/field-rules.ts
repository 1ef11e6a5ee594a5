// Field rules Heseya applies with rules of its own (their VALIDATION_* keys, docs/rules.md#server-field-rules): a phone number with its country code
// (VALIDATION_PHONE) and an address's street with its house number (VALIDATION_STREET_NUMBER).
import { z } from 'zod';

/**
 * The assigned geographic country calling codes of ITU-T E.164. No code is the start of another, so a
 * number's code is the one of its first 1 to 3 digits that is listed.
 */
const CALLING_CODES = new Set(
  (
    '1 7 20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98 ' +
    '211 212 213 216 218 220 221 222 223 224 225 226 227 228 229 230 231 232 233 234 235 236 237 238 239 240 241 242 243 244 245 246 247 248 249 ' +
    '250 251 252 253 254 255 256 257 258 260 261 262 263 264 265 266 267 268 269 290 291 297 298 299 350 351 352 353 354 355 356 357 358 359 ' +
    '370 371 372 373 374 375 376 377 378 380 381 382 383 385 386 387 389 420 421 423 500 501 502 503 504 505 506 507 508 509 ' +
    '590 591 592 593 594 595 596 597 598 599 670 672 673 674 675 676 677 678 679 680 681 682 683 685 686 687 688 689 690 691 692 ' +
    '850 852 853 855 856 880 886 960 961 962 963 964 965 966 967 968 970 971 972 973 974 975 976 977 992 993 994 995 996 998'
  ).split(' '),
);

/** National number lengths where the shop's home numbering plan fixes them (Poland: 9 digits). */
const NATIONAL_LENGTHS: Readonly<Record<string, readonly number[]>> = { '48': [9] };

/**
 * A phone number with its country code, as Heseya's `phone:AUTO` (libphonenumber reading the country from the
 * number) wants it: '+', then digits with optional spaces, dashes, dots or parentheses between them; a listed
 * calling code; at most 15 digits in all (E.164) and at least 4 after the code.
 */
export function isInternationalPhone(value: string): boolean {
  const phone = value.trim();
  if (!/^\+\d[\d ()\-.]*\d$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, '');
  if (digits.length > 15) return false;
  const code = [1, 2, 3].map((length) => digits.slice(0, length)).find((prefix) => CALLING_CODES.has(prefix));
  if (!code) return false;
  const national = digits.length - code.length;
  const lengths = NATIONAL_LENGTHS[code];
  return lengths ? lengths.includes(national) : national >= 4;
}

/** An address's street line: a letter (the street's name, or the village's where there are none) and a digit (the house number). */
export const hasStreetNumber = (value: string): boolean => /\p{L}/u.test(value) && /\d/.test(value);

export const PHONE_MESSAGE = 'The phone number must be valid and include the country code, e.g. +48600700800.';

/** A phone field: at most 20 characters (Heseya's `max:20` on addresses), with its country code. */
export const phoneInput = z
  .string()
  .trim()
  .max(20)
  .refine(isInternationalPhone, { message: PHONE_MESSAGE, params: { key: 'VALIDATION_PHONE' } });

/** An address's street line with its house number. */
export const streetInput = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .refine(hasStreetNumber, { message: 'The address needs a street name and a house number.', params: { key: 'VALIDATION_STREET_NUMBER' } });
