// Shipping time display (docs/rules.md#shipping-time): days become hours; up to 72 h shown in hours, else in working days;
// a shipping date in the future is shown as 'from {date}'. The messages come in as a parameter so that
// islands can use the rule without the whole message catalogue.
import type { Locale } from '../../i18n/locales';
import { interpolate } from '../../i18n/interpolate';
import { plural, type PluralForms } from '../../i18n/plural';
import { formatDate, SHOP_TIME_ZONE } from './dates';

export const HOURS_DISPLAY_LIMIT = 72;

export interface ShippingTimeMessages {
  hours: PluralForms;
  workingDays: PluralForms;
  /** Contains {date}. */
  fromDate: string;
}

export interface ShippingTimeInput {
  /** Days until shipping, as the platform computed it. */
  shippingTime: number | null | undefined;
  /** A fixed shipping date (ISO), for products shipped from a date on. */
  shippingDate: string | null | undefined;
  now: Date | number;
  timeZone?: string;
}

/** The shipping time as shown to the shopper, or null when the platform gave none. */
export function shippingTimeText(locale: Locale, input: ShippingTimeInput, messages: ShippingTimeMessages): string | null {
  if (input.shippingDate) {
    const date = new Date(input.shippingDate);
    if (date.getTime() > new Date(input.now).getTime()) {
      return interpolate(messages.fromDate, { date: formatDate(date, input.timeZone ?? SHOP_TIME_ZONE) });
    }
  }
  const days = input.shippingTime;
  if (typeof days !== 'number' || !Number.isFinite(days) || days < 0) return null;
  const hours = days * 24;
  return hours <= HOURS_DISPLAY_LIMIT ? plural(locale, hours, messages.hours) : plural(locale, days, messages.workingDays);
}
