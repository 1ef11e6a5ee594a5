// The point picker of a point-external method: the provider's own map widget, as Heseya's storefront
// embeds it (the parcel-locker network's map in a dialog of ours; the courier-point map in the vendor's
// own modal). Loaded only once such a method is chosen (the checkout page's JS budget): this part, then
// the widget loader (a dynamic import), then the vendor's script, which starts loading as the picker
// appears so that the button opens the map at once. The chosen point and the phone for the carrier go
// into the checkout form; the order gets them as docs/rules.md#shipping-place says (src/lib/checkout/checkout-form.ts).
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { interpolate } from '../../i18n/interpolate';
import type { PickupPointForm } from '../../lib/commerce/checkout-form-schema';
import type { PickupWidgets } from '../../lib/checkout/pickup-widgets';
import type { IslandParts } from './parts';
import type { CheckoutText } from './checkout-text';

type Loader = typeof import('./pickup-widget-loader');

/** The providers' brand names, the same in every language. */
const PROVIDER_NAME: Readonly<Record<string, string>> = { dpd_pickup: 'DPD Pickup', dhl_pickup: 'DHL POP' };
const MAP_ELEMENT_ID = 'easypack-map';

interface Props {
  /** The method's provider flag (metadata key): paczkomat, dpd_pickup or dhl_pickup. */
  provider: string;
  point: PickupPointForm | null;
  phone: string;
  errors: Readonly<Record<string, string | undefined>>;
  text: CheckoutText;
  widgets: PickupWidgets;
  onPoint: (point: PickupPointForm) => void;
  onPhone: (phone: string) => void;
  onCommit: (fieldId: string) => void;
  parts: IslandParts;
}

type WidgetState = 'loading' | 'ready' | 'failed';

export default function PointPicker({ provider, point, phone, errors, text, widgets, onPoint, onPhone, onCommit, parts }: Props) {
  const { Field, FieldError } = parts;
  const t = text.options.points;
  const locker = provider === 'paczkomat';
  const [state, setState] = useState<WidgetState>('loading');
  const loader = useRef<Loader | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const closeCourierMap = useRef<() => void>(() => undefined);

  async function load(forProvider: string): Promise<Loader | null> {
    setState('loading');
    try {
      loader.current ??= await import('./pickup-widget-loader');
      const module = loader.current;
      await (forProvider === 'paczkomat' ? module.loadParcelLockerWidget(widgets.parcelLocker) : module.loadCourierPointWidget(widgets.courierPoint));
      setState('ready');
      return module;
    } catch {
      setState('failed');
      return null;
    }
  }

  // Loaded as the picker appears, and again only for another provider's widget.
  const loadFor = useEffectEvent(load);
  useEffect(() => {
    void loadFor(provider);
    return () => closeCourierMap.current();
  }, [provider]);

  function chosen(found: PickupPointForm) {
    dialog.current?.close();
    onPoint(found);
    button.current?.focus();
  }

  async function open() {
    const module = state === 'ready' && loader.current ? loader.current : await load(provider);
    if (!module) return;
    if (locker) {
      dialog.current?.showModal();
      module.openParcelLockerMap(MAP_ELEMENT_ID, chosen);
    } else {
      closeCourierMap.current = module.openCourierPointMap(provider, chosen, () => button.current?.focus());
    }
  }

  const mine = point?.provider === provider ? point : null;
  const brand = PROVIDER_NAME[provider] ?? '';
  const label = locker ? (mine ? t.changeLocker : t.chooseLocker) : interpolate(mine ? t.changeCourierPoint : t.chooseCourierPoint, { provider: brand });
  const status = state === 'loading' ? t.loading : state === 'failed' ? t.failed : '';
  const description = mine ? [mine.code === mine.name ? mine.code : `${mine.code} ${mine.name}`, mine.address].filter(Boolean).join(', ') : '';

  return (
    <div className="point-picker">
      <div className="field">
        <p className={mine ? 'point-picker__chosen' : 'point-picker__none'} id="pickup-point-chosen" data-chosen-point={mine ? '' : undefined}>
          {mine ? interpolate(t.chosen, { point: description }) : t.none}
        </p>
        <button
          ref={button}
          type="button"
          id="pickup-point"
          className="button button--secondary point-picker__open"
          aria-invalid={errors['pickup-point'] ? true : undefined}
          aria-describedby={['pickup-point-chosen', status && 'pickup-point-status', 'pickup-point-error'].filter(Boolean).join(' ')}
          onClick={() => void open()}
        >
          {label}
        </button>
        <p className="field__hint" id="pickup-point-status" role="status">
          {status}
        </p>
        <FieldError id="pickup-point" error={errors['pickup-point']} />
      </div>
      {locker && (
        <dialog ref={dialog} className="point-map" aria-labelledby="point-map-title">
          <div className="point-map__bar">
            <h2 id="point-map-title">{t.mapTitle}</h2>
            <button type="button" className="button button--secondary" onClick={() => dialog.current?.close()}>
              {t.close}
            </button>
          </div>
          <div id={MAP_ELEMENT_ID} className="point-map__map" />
        </dialog>
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
