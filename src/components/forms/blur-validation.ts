// Spec §5 on the server-rendered forms: a field is checked on blur and change (never while typing) by
// the rules and messages its page wrote into data-rules (blur-rules.ts), and its error is shown or
// cleared the way the server renders it: <p id="{field id}-error"> in the field's box, aria-invalid and
// aria-describedby on the field. Without JavaScript nothing changes: the server validates on submit.
import { isEmail, isFilled, isPhone, isPlZip, isPassword } from '../../lib/commerce/form-rules';

type Rule = [string, string, (number | string)?];
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function fieldValue(field: Field): string | boolean {
  return field instanceof HTMLInputElement && field.type === 'checkbox' ? field.checked : field.value;
}

function failure(field: Field, rules: Rule[]): string | null {
  const value = fieldValue(field);
  const text = typeof value === 'string' ? value : '';
  for (const [name, message, param] of rules) {
    if (name === 'required') { if (!isFilled(value)) return message; continue; }
    if (name === 'confirmedPassword') {
      const target = document.getElementById(String(param));
      if (target instanceof HTMLInputElement && text !== target.value) return message;
      continue;
    }
    if (text === '') continue;
    const ok =
      name === 'email' ? isEmail(text)
      : name === 'password' ? isPassword(text)
      : name === 'phone' ? isPhone(text)
      : name === 'plZip' ? isPlZip(text) || (param !== undefined && (document.getElementById(String(param)) as HTMLSelectElement | null)?.value !== 'PL')
      : name === 'max' ? [...text].length <= Number(param)
      : true;
    if (!ok) return message;
  }
  return null;
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
      (field.closest('[data-field]') ?? field.parentElement)?.append(error);
    }
    error.textContent = message;
    field.setAttribute('aria-invalid', 'true');
    described.push(id);
  }
  if (described.length > 0) field.setAttribute('aria-describedby', described.join(' '));
  else field.removeAttribute('aria-describedby');
}

function rulesOf(field: Field): Rule[] {
  try {
    const rules: unknown = JSON.parse(field.dataset.rules ?? '[]');
    return Array.isArray(rules) ? (rules as Rule[]) : [];
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
      const message = failure(field, rulesOf(field));
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
          if (other !== field && other.dataset.blurChecked && rulesOf(other).some(([name, , param]) => name !== 'max' && param === field.id)) check(other);
        }
      };
      field.addEventListener('blur', handler);
      field.addEventListener('change', handler);
    }
  }
}
