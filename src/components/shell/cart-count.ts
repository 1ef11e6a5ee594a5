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

/** Starts following the cart (ShellScripts runs it on every page). */
export function showCartCount(): void {
  // Read once: a change of the cart (an add, a quantity) only writes, in the handler of that input.
  const links = [...document.querySelectorAll<HTMLElement>('[data-cart-count]')].map((link) => {
    const labels = JSON.parse(link.dataset.cartCount ?? '{}') as Labels;
    return { link, labels, badge: link.querySelector<HTMLElement>('[data-cart-count-value]'), plural: new Intl.PluralRules(labels.intl) };
  });
  $cartQuantity.subscribe((count) => {
    for (const { link, labels, badge, plural } of links) {
      if (badge) {
        badge.textContent = String(count);
        badge.hidden = count === 0;
      }
      const form = labels.pieces[plural.select(count)] ?? labels.pieces.other;
      link.setAttribute(
        'aria-label',
        count === 0 ? labels.empty : interpolate(labels.linkLabel, { title: labels.title, pieces: interpolate(form, { count }) }),
      );
      link.dataset.count = String(count);
    }
  });
}
