// Lines that can no longer be bought, listed apart from the cart with why, and a way to remove them.
import { removeUnavailableLines, type StoredCart } from '../../stores/cart';
import { interpolate } from '../../i18n/interpolate';
import { lineImage } from './cover-image';
import type { CartText } from './cart-text';

interface Props {
  lines: StoredCart['unavailableItems'];
  text: CartText['unavailable'];
  productHref: (slug: string) => string;
}

export function UnavailableLines({ lines, text, productHref }: Props) {
  return (
    <section className="cart-unavailable" aria-labelledby="cart-unavailable-heading" data-unavailable-lines>
      <h2 id="cart-unavailable-heading">{text.heading}</h2>
      <ul>
        {lines.map((line) => {
          const image = line.product.cover ? lineImage(line.product.cover.url) : null;
          return (
            <li key={line.id} className="cart-unavailable__line" data-unavailable-line={line.id}>
              {image && <img src={image.src} srcSet={image.srcSet} sizes="64px" width={64} height={64} alt="" loading="lazy" decoding="async" />}
              <div>
                <p className="cart-unavailable__name">
                  {line.product.slug ? <a href={productHref(line.product.slug)}>{line.product.name}</a> : line.product.name}
                </p>
                <p className="cart-unavailable__reason">{line.unavailableReason === 'refused' ? text.refused : text.reason}</p>
              </div>
              <button
                type="button"
                className="button button--secondary"
                aria-label={interpolate(text.removeLabel, { name: line.product.name })}
                onClick={() => removeUnavailableLines([line.id])}
              >
                {text.remove}
              </button>
            </li>
          );
        })}
      </ul>
      {lines.length > 1 && (
        <button type="button" className="button button--secondary" onClick={() => removeUnavailableLines(lines.map((line) => line.id))}>
          {text.removeAll}
        </button>
      )}
    </section>
  );
}
