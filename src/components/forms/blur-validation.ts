// The field rules (docs/rules.md#form-validation) on the server-rendered forms: a field is checked on blur and change (never while typing) by
// the rules and messages its page wrote into data-rules (blur-rules.ts), and its error is shown or
// cleared the way the server renders it: <p id="{field id}-error"> in the field's box, aria-invalid and
// aria-describedby on the field. Without JavaScript nothing changes: the server validates on submit.
import { fieldFailure, type FieldCheck } from '../../lib/commerce/field-checks';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What the form would send for the field: a checkbox's value only when ticked. */
function fieldValue(field: Field): string {
  return field instanceof HTMLInputElement && field.type === 'checkbox' && !field.checked ? '' : field.value;
}

function otherFieldValue(id: string): string | undefined {
  const other = document.getElementById(id);
  return other instanceof HTMLInputElement || other instanceof HTMLSelectElement || other instanceof HTMLTextAreaElement ? fieldValue(other) : undefined;
}

function show(field: Field, message: string | null, errorClass: string): void {
  const id = `${field.id}-error`;
  const described = (field.getAttribute('aria-describedby') ?? '').split(' ').filter((part) => part && part !== id);
  let error = document.getElementById(id);
  if (message === null) {
    error?.remove();
    field.removeAttribute('aria-invalid');
  } else {
    if (!error) {
      error = document.createElement('p');
      error.id = id;
      error.className = errorClass;
      // Where the server puts it: a [data-error-slot] named after the field, else the field's box.
      (document.querySelector(`[data-error-slot="${CSS.escape(field.id)}"]`) ?? field.parentElement)?.append(error);
    }
    error.textContent = message;
    field.setAttribute('aria-invalid', 'true');
    described.push(id);
  }
  if (described.length > 0) field.setAttribute('aria-describedby', described.join(' '));
  else field.removeAttribute('aria-describedby');
}

function rulesOf(field: Field): FieldCheck[] {
  try {
    const rules: unknown = JSON.parse(field.dataset.rules ?? '[]');
    return Array.isArray(rules) ? (rules as FieldCheck[]) : [];
  } catch {
    return [];
  }
}

/**
 * A press under way (pointer down, not yet up). Leaving a field by pressing another control (a checkbox
 * below it, the submit button) and checking it at once would add or remove an error above that control,
 * move it under the pointer, and the click would miss. So the checks wait for the press to end; a press
 * on a submit button drops them (the server checks the post).
 */
let press: { submit: boolean; held: Set<() => void> } | null = null;

function trackPresses(): void {
  document.addEventListener(
    'pointerdown',
    (event) => {
      const submit = event.target instanceof Element && event.target.closest('form[data-blur-validation] button:not([type=button])') !== null;
      press = { submit, held: new Set() };
    },
    true,
  );
  const release = () => {
    const ended = press;
    press = null;
    // The click comes after pointerup in the same task: the held checks run after it.
    if (ended && !ended.submit && ended.held.size > 0) {
      setTimeout(() => {
        for (const run of ended.held) run();
      });
    }
  };
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

/** Wires every form[data-blur-validation] on the page. */
export function enhanceBlurValidation(): void {
  trackPresses();
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-blur-validation]')) {
    const errorClass = form.dataset.blurValidation ?? '';
    const fields = [...form.querySelectorAll<Field>('[data-rules]')];
    // A server error on a field the shopper has not changed (e.g. an e-mail already registered) stays.
    const initial = new Map(fields.map((field) => [field, fieldValue(field)]));
    const check = (field: Field) => {
      const message = fieldFailure(rulesOf(field), fieldValue(field), otherFieldValue);
      if (message === null && fieldValue(field) === initial.get(field) && field.getAttribute('aria-invalid') === 'true' && !field.dataset.blurChecked) return;
      field.dataset.blurChecked = '1';
      show(field, message, errorClass);
    };
    for (const field of fields) {
      const run = () => {
        check(field);
        // A field that depends on this one (a confirmation, a zip code on its country) is checked again, once it has been seen.
        for (const other of fields) {
          if (
            other !== field &&
            other.dataset.blurChecked &&
            rulesOf(other).some((rule) => (rule.check === 'same' && rule.field === field.id) || rule.onlyIf?.field === field.id)
          )
            check(other);
        }
      };
      const handler = () => {
        if (press) press.held.add(run);
        else run();
      };
      field.addEventListener('blur', handler);
      field.addEventListener('change', handler);
    }
  }
}
