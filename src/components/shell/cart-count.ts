// The header cart link's badge and accessible name, kept up to date with the cart store (every tab).
import { $cartQuantity } from '../../stores/cart';
import { interpolate } from '../../i18n/interpolate';

interface Labels {
  intl: string;
  title: string;
  empty: string;
  linkLabel: string;
  pieces: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
}

function render(count: number): void {
  for (const link of document.querySelectorAll<HTMLElement>('[data-cart-count]')) {
    const labels = JSON.parse(link.dataset.cartCount ?? '{}') as Labels;
    const badge = link.querySelector<HTMLElement>('[data-cart-count-value]');
    if (badge) {
      badge.textContent = String(count);
      badge.hidden = count === 0;
    }
    const form = labels.pieces[new Intl.PluralRules(labels.intl).select(count)] ?? labels.pieces.other;
    link.setAttribute('aria-label', count === 0 ? labels.empty : interpolate(labels.linkLabel, { title: labels.title, pieces: interpolate(form, { count }) }));
    link.dataset.count = String(count);
  }
}

/** Starts following the cart (ShellScripts runs it on every page). */
export function showCartCount(): void {
  $cartQuantity.subscribe(render);
}
