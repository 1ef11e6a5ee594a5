// The pick-up point picker of a point-external method (parcel locker or a courier's points), loaded
// only when such a method is chosen (the checkout page's JS budget). It searches the platform's list of
// the provider's points as the shopper types (debounced; the newest answer wins), shows them as radio
// buttons and announces how many were found. The chosen point and the phone for the carrier go into
// the checkout form; the order gets them as §3/§5 say (src/lib/checkout/checkout-form.ts).
import { useEffect, useRef, useState } from 'react';
import { actions } from 'astro:actions';
import type { Locale } from '../../i18n/locales';
import { interpolate } from '../../i18n/interpolate';
import type { PickupPointChoice } from '../../actions/checkout/pickup-points';
import type { PickupPointForm } from '../../lib/checkout/checkout-form';
import type { IslandParts } from './parts';
import type { CheckoutText } from './checkout-text';

const SEARCH_DELAY_MS = 300;

interface Props {
  locale: Locale;
  /** The method's provider flag (metadata key): paczkomat, dpd_pickup or dhl_pickup. */
  provider: string;
  point: PickupPointForm | null;
  phone: string;
  errors: Readonly<Record<string, string | undefined>>;
  text: CheckoutText;
  onPoint: (point: PickupPointForm) => void;
  onPhone: (phone: string) => void;
  onCommit: (fieldId: string) => void;
  parts: IslandParts;
}

type Search = { state: 'searching' } | { state: 'done'; points: PickupPointChoice[] } | { state: 'failed'; message: string };

export default function PointPicker({ locale, provider, point, phone, errors, text, onPoint, onPhone, onCommit, parts }: Props) {
  const { Field, FieldError, MethodChoice } = parts;
  const t = text.options.points;
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<Search>({ state: 'searching' });
  const latest = useRef(0);

  useEffect(() => {
    const request = ++latest.current;
    setSearch({ state: 'searching' });
    const timer = setTimeout(async () => {
      const { data, error } = await actions.searchPickupPoints({ locale, provider, q: query }).catch(() => ({ data: undefined, error: { message: t.failed } }));
      if (request !== latest.current) return;
      setSearch(data ? { state: 'done', points: data.points } : { state: 'failed', message: error?.message || t.failed });
    }, query ? SEARCH_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [locale, provider, query, t.failed]);

  const points = search.state === 'done' ? search.points : [];
  const mine = point?.provider === provider ? point : null;
  const status = search.state === 'searching' ? t.searching : search.state === 'failed' ? search.message : points.length === 0 ? t.none : interpolate(t.found, { count: points.length });

  return (
    <div className="point-picker">
      <div className="field">
        <label htmlFor="pickup-point">{t.search}<span aria-hidden="true"> *</span></label>
        <p className="field__hint" id="pickup-point-hint">{t.searchHint}</p>
        <input
          id="pickup-point"
          type="search"
          autoComplete="off"
          value={query}
          aria-invalid={errors['pickup-point'] ? true : undefined}
          aria-describedby="pickup-point-hint pickup-point-status pickup-point-error"
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter searches at once instead of submitting the order.
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
        <p className="field__hint" id="pickup-point-status" role="status">{status}</p>
        <FieldError id="pickup-point" error={errors['pickup-point']} />
      </div>
      {mine && <p className="point-picker__chosen" data-chosen-point>{interpolate(t.chosen, { point: `${mine.name}, ${mine.address}` })}</p>}
      {points.length > 0 && (
        <MethodChoice
          id="pickup-results"
          name="pickup-results"
          legend={t.results}
          choices={points.map((found) => ({ id: found.code, label: found.name, detail: `${found.address} · ${found.description}` }))}
          value={mine?.code ?? null}
          onChoose={(code) => {
            const found = points.find((candidate) => candidate.code === code);
            if (found) onPoint({ provider, code: found.code, name: found.name, address: found.address });
          }}
        />
      )}
      <Field
        id="shipping-phone"
        label={text.page.recipientPhone}
        type="tel"
        inputMode="tel"
        autoComplete="shipping tel"
        required
        value={phone}
        error={errors['shipping-phone']}
        onValue={onPhone}
        onCommit={() => onCommit('shipping-phone')}
      />
    </div>
  );
}
