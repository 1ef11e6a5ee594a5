// The cart alerts' behaviour: notifications and the unavailable dialog for cart events. Loaded by
// ./cart-alerts.ts at the page's first cart event.
import type { CartEvent, UnavailableLine } from './cart-events';
import { notify } from './notifications';
import { removeUnavailableLines } from './cart';
import { interpolate } from '../i18n/interpolate';
import type { cart } from '../i18n/catalogue/cart';

type Messages = Pick<(typeof cart)['en'], 'coupon' | 'unavailable' | 'processing'>;

/** The teller of the page's cart events, with the texts the page's holder element carries. */
export function cartAlerts(holder: HTMLElement): (event: CartEvent) => void {
  const text = JSON.parse(holder.dataset.cartAlerts ?? '{}') as Messages;
  let dialog: HTMLDialogElement | null = null;
  let listed: UnavailableLine[] = [];

  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}) =>
    Object.assign(document.createElement(tag), props);

  function openUnavailableDialog(lines: UnavailableLine[]): void {
    listed = [...listed.filter((line) => !lines.some((added) => added.id === line.id)), ...lines];
    dialog?.remove();
    dialog = element('dialog', { className: 'unavailable-dialog' });
    dialog.setAttribute('aria-labelledby', 'unavailable-dialog-title');
    dialog.dataset.unavailableDialog = '';
    const list = element('ul');
    for (const line of listed) list.append(element('li', { textContent: line.name }));
    const remove = element('button', { type: 'button', className: 'button', textContent: text.unavailable.dialogRemove });
    const keep = element('button', { type: 'button', className: 'button button--secondary', textContent: text.unavailable.dialogClose });
    const actions = element('div', { className: 'unavailable-dialog__actions' });
    actions.append(remove, keep);
    dialog.append(
      element('h2', { id: 'unavailable-dialog-title', textContent: text.unavailable.dialogTitle }),
      element('p', { textContent: text.unavailable.dialogText }),
      list,
      actions,
    );
    remove.addEventListener('click', () => {
      removeUnavailableLines(listed.map((line) => line.id));
      dialog?.close();
    });
    keep.addEventListener('click', () => dialog?.close());
    dialog.addEventListener('close', () => {
      listed = [];
      dialog?.remove();
      dialog = null;
    });
    document.body.append(dialog);
    dialog.showModal();
  }

  function tell(event: CartEvent): void {
    switch (event.type) {
      case 'unavailable':
        openUnavailableDialog(event.lines);
        return;
      case 'offline':
        notify({ type: 'warn', title: text.processing.offlineTitle, text: text.processing.offline, group: 'cart' });
        return;
      case 'unreachable':
        notify({ type: 'warn', text: text.processing.unreachable, group: 'cart' });
        return;
      case 'bad-request':
        notify({ type: 'error', text: event.message || text.processing.badRequest, group: 'cart' });
        return;
      case 'refused':
        // The platform's message is the title, the first field error's message the text.
        notify({ type: 'error', title: event.title || text.processing.refusedTitle, text: event.text, group: 'cart' });
        return;
      case 'coupon-applied':
        notify({ type: 'success', text: interpolate(text.coupon.added, { code: event.code }), group: 'cart' });
        return;
      case 'coupon-unknown':
        notify({ type: 'error', text: interpolate(text.coupon.unknown, { code: event.code }), group: 'cart' });
        return;
      case 'coupon-not-applicable':
        notify({ type: 'error', text: interpolate(text.coupon.notApplicable, { code: event.code }), group: 'cart' });
        return;
      case 'coupon-throttled':
        notify({ type: 'error', text: interpolate(text.coupon.throttled, { code: event.code, minutes: event.minutes }), group: 'cart' });
        return;
    }
  }

  return tell;
}
