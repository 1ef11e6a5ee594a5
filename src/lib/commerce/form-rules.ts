// The checks of the form rules (docs/rules.md#form-validation) without their messages: form-validation.ts pairs them with the
// message catalogue on the server; islands (which must not load the whole catalogue) pair them with the
// few messages their page gives them. The server-rendered forms' blur script gets the patterns and the
// length from here as data (src/components/forms/blur-rules.ts), not this module: the checkout keeps it
// inside its own chunk instead of a shared file.

export const EMAIL_PATTERN = /^[^\s@"(),:;<>[\]\\]+@[^\s@"(),:;<>[\]\\.]+(\.[^\s@"(),:;<>[\]\\.]+)+$/;
export const PHONE_PATTERN = /^\+?\(?\d{3}\)?[-. ]?\d{3}[-. ]?\d{3,6}$/;
export const PL_ZIP_PATTERN = /^\d{2}-\d{3}$/;
/** A full name needs a first name and a surname (docs/rules.md#server-field-rules): the trimmed name has a space inside. */
export const FULL_NAME_PATTERN = /\s/;
/**
 * An address needs a street name and a house number (docs/rules.md#server-field-rules): a letter (the street's name, or the village's
 * where there are no streets) and a digit (the number): 'Kwiatowa 12/3', '5 Main Street', 'Wólka 7'.
 */
export const STREET_NUMBER_PATTERN = /^(?=.*\p{L})(?=.*\d)/u;

/** required: fails on empty, null, an empty list, false or whitespace only. */
export function isFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === '' || value === false) return false;
  if (Array.isArray(value)) return value.length > 0;
  return !(typeof value === 'string' && value.trim() === '');
}

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());
export const isPhone = (value: string): boolean => PHONE_PATTERN.test(value.trim());
export const isPlZip = (value: string): boolean => PL_ZIP_PATTERN.test(value.trim());
export const isFullName = (value: string): boolean => FULL_NAME_PATTERN.test(value.trim());
export const hasStreetNumber = (value: string): boolean => STREET_NUMBER_PATTERN.test(value.trim());

/** A password has at least 12 characters after trimming. */
export const PASSWORD_MIN_LENGTH = 12;
export const isPassword = (value: string): boolean => value.trim().length >= PASSWORD_MIN_LENGTH;
