// The "buy again" button's few lines of browser script (no framework): asks the buyAgain action for the
// order's still-available lines, adds them to the cart store (an identical product and options raises
// the existing line's quantity), lets the cart be processed, and says in the status region what went
// in, what is no longer available (by name), with a link to the cart. The actions client loads on the
// first click, in the same file as the cart's processing.
import { addProductToCart } from '../../stores/cart-add';
import { goHomeIfSessionEnded } from '../../stores/session-ended';
import { interpolate } from '../../i18n/interpolate';

export interface BuyAgainText {
  working: string;
  added: string;
  /** Contains {names}. */
  missing: string;
  noneAvailable: string;
  goToCart: string;
  failed: string;
  cartUnavailable: string;
}

type Tone = 'info' | 'success' | 'warn' | 'error';

export function setUpBuyAgain(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('form[data-buy-again-form]');
  const button = root.querySelector<HTMLButtonElement>('button[type="submit"]');
  const status = root.querySelector<HTMLElement>('[data-buy-again-status]');
  const { code, locale, cartHref, text: textJson } = root.dataset;
  if (!form || !button || !status || !code || !cartHref || !textJson || (locale !== 'pl' && locale !== 'en')) return;
  const text = JSON.parse(textJson) as BuyAgainText;
  let busy = false;

  const show = (message: string, tone: Tone, cartLink: boolean) => {
    status.dataset.tone = tone;
    status.replaceChildren(message);
    if (cartLink) {
      const link = document.createElement('a');
      link.href = cartHref;
      link.textContent = text.goToCart;
      link.dataset.buyAgainCart = '';
      status.append(' ', link);
    }
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    button.setAttribute('aria-disabled', 'true');
    show(text.working, 'info', false);
    void (async () => {
      try {
        const { actions } = await import('astro:actions');
        const { data, error } = await actions.buyAgain({ locale, code });
        if (!data && error?.code === 'UNAUTHORIZED' && goHomeIfSessionEnded()) return;
        if (!data) return show(error && 'message' in error && error.message ? error.message : text.failed, 'error', false);
        try {
          const now = Date.now();
          for (const line of data.lines)
            addProductToCart({ product: line.product, quantity: line.quantity, schemaValues: line.schemaValues, currency: data.currency, now });
        } catch (storageError) {
          console.error('[buy again]', storageError);
          return show(text.cartUnavailable, 'error', false);
        }
        if (data.lines.length) void import('../../stores/cart-processing').then((processing) => processing.processCartSoon());
        const said = [data.lines.length ? text.added : text.noneAvailable];
        if (data.missing.length) said.push(interpolate(text.missing, { names: data.missing.join(', ') }));
        show(said.join(' '), data.missing.length ? 'warn' : 'success', data.lines.length > 0);
      } catch (failure) {
        console.error('[buy again]', failure);
        show(text.failed, 'error', false);
      } finally {
        busy = false;
        button.removeAttribute('aria-disabled');
      }
    })();
  });
  button.disabled = false;
}
