// Spec §5 on the server-rendered forms: a field is checked on blur and change (never while typing) by
// the rules and messages its page wrote into data-rules (blur-rules.ts), and its error is shown or
// cleared the way the server renders it: <p id="{field id}-error"> in the field's box, aria-invalid and
// aria-describedby on the field. Without JavaScript nothing changes: the server validates on submit.
import { fieldFailure, type FieldCheck } from '../../lib/commerce/field-checks';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What the form would send for the field: a checkbox's value only when ticked. */
function fieldValue(field: Field): string {
  return field instanceof HTMLInputElement && field.type === 'checkbox' && !field.checked ? '' : field.value;
}

function valueOf(id: string): string | undefined {
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

/** Wires every form[data-blur-validation] on the page. */
export function enhanceBlurValidation(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-blur-validation]')) {
    const errorClass = form.dataset.blurValidation ?? '';
    const fields = [...form.querySelectorAll<Field>('[data-rules]')];
    // A server error on a field the shopper has not changed (e.g. an e-mail already registered) stays.
    const initial = new Map(fields.map((field) => [field, fieldValue(field)]));
    // A press on the submit button leaves the field: checking then would move the button under the
    // pointer (an error added or removed above it) and the click would miss. The server checks the post.
    let pressing = false;
    form.addEventListener('pointerdown', (event) => {
      if (event.target instanceof Element && event.target.closest('button:not([type=button])')) pressing = true;
    });
    form.addEventListener('click', () => setTimeout(() => { pressing = false; }));
    form.addEventListener('focusin', (event) => { if (event.target instanceof Element && event.target.matches('[data-rules]')) pressing = false; });
    const check = (field: Field) => {
      const message = fieldFailure(rulesOf(field), fieldValue(field), valueOf);
      if (message === null && fieldValue(field) === initial.get(field) && field.getAttribute('aria-invalid') === 'true' && !field.dataset.blurChecked) return;
      field.dataset.blurChecked = '1';
      show(field, message, errorClass);
    };
    for (const field of fields) {
      const handler = () => {
        if (pressing) return;
        check(field);
        // A field that depends on this one (a confirmation, a zip code on its country) is checked again, once it has been seen.
        for (const other of fields) {
          if (other !== field && other.dataset.blurChecked && rulesOf(other).some((rule) => (rule.check === 'same' && rule.field === field.id) || rule.onlyIf?.field === field.id)) check(other);
        }
      };
      field.addEventListener('blur', handler);
      field.addEventListener('change', handler);
    }
  }
}
