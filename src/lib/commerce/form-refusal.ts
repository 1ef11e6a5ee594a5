// A platform refusal shown on a form (docs/rules.md#form-refusal): the platform's message is the form's title and, for
// VALIDATION_ERROR, the first field error's message is the text, shown at that field. Each form maps the
// platform's field names (`address.phone`, `birthday_date`, `password_new`) to its own; a field the form
// does not have shows the text under the title at the form's top.
import type { FieldErrorDisplay } from './error-display';

export interface FormRefusal<F extends string> {
  /** The platform's message, shown at the top of the form. */
  title: string;
  /** The first field error's message when it has no field of this form ('' otherwise). */
  text: string;
  /** The form's field and the message shown at it. */
  at?: { field: F; message: string };
}

/** The form's field for a platform field name: the whole name, else its last segment (`address.phone`). */
export function formFieldOf<F extends string>(platformField: string, fields: Readonly<Record<string, F>>): F | undefined {
  const segments = platformField.split('.');
  for (const candidate of [platformField, segments.at(-1) ?? '']) {
    if (Object.hasOwn(fields, candidate)) return fields[candidate];
  }
  return undefined;
}

export function formRefusal<F extends string>(display: FieldErrorDisplay, fields: Readonly<Record<string, F>>): FormRefusal<F> {
  const field = display.field ? formFieldOf(display.field, fields) : undefined;
  if (field && display.text) return { title: display.title, text: '', at: { field, message: display.text } };
  return { title: display.title, text: display.text === display.title ? '' : display.text };
}

/** The form-wide message: the title, and the text when it has no field here. */
export const refusalSummary = (refusal: FormRefusal<string>): string => (refusal.text ? `${refusal.title} ${refusal.text}` : refusal.title);
