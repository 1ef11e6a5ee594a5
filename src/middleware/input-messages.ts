// Zod's own messages ("Invalid UUID", "Invalid input: expected string, received File") are English and
// name the schema's internals. The action schemas give their own message for what a shopper can get
// wrong; for anything else (a hostile or hand-made request) this fallback answers the shop's "could not
// be read" message in the language of the request. Only while a POST is handled (the action guard
// runs it inside `withInputLocale`): elsewhere zod's messages stay, for the logs.
import { AsyncLocalStorage } from 'node:async_hooks';
import { z } from 'zod';
import type { Locale } from '../i18n/locales';
import { t } from '../i18n/messages';

const inputLocale = new AsyncLocalStorage<Locale>();

z.config({
  customError: () => {
    const locale = inputLocale.getStore();
    return locale ? t(locale, 'errors.badRequest') : undefined;
  },
});

/** Runs `handle` with zod's fallback messages in `locale`. */
export function withInputLocale<T>(locale: Locale, handle: () => T): T {
  return inputLocale.run(locale, handle);
}
