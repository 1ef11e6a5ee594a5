// The request side of /account/addresses and /en/account/addresses: the middleware lets only signed-in
// shoppers in; a POST goes to the manageAddress action (redirect after success, else the page again
// with the shopper's values and the messages); a GET changes nothing (?edit= opens a saved address's
// form, ?done= says what the last POST did). The page is personal and never cached.
import type { AstroGlobal } from 'astro';
import { actions } from 'astro:actions';
import { requestLocale } from '../../i18n/locales';
import type { Locale } from '../../i18n/locales';
import { submitForm } from '../../lib/actions/form-post';
import { addressLists } from '../../actions/account/addresses';
import type { AddressKind } from '../../actions/account/address-input';
import {
  doneNotice,
  emptyAddressValues,
  failedAddressForm,
  isAddressKind,
  savedAddressValues,
  type AddressFormState,
  type AddressNotice,
  type SavedAddress,
} from '../../components/account/addresses-form';
import { signedOutRedirect } from './signed-out';

export type AddressesRoute =
  | { response: Response }
  | {
      response?: undefined;
      locale: Locale;
      formAction: string;
      lists: Record<AddressKind, SavedAddress[]>;
      /** The form open with values (an error, or ?edit=). */
      form?: AddressFormState | undefined;
      notice?: AddressNotice | undefined;
    };

export async function addressesRoute(Astro: AstroGlobal): Promise<AddressesRoute> {
  const locale = requestLocale(Astro);
  const login = () => signedOutRedirect(Astro, locale, Astro.url.pathname);
  if (!Astro.locals.account?.signedIn) return login();
  Astro.response.headers.set('Cache-Control', 'private, no-store');
  const formAction = Astro.url.pathname;

  let form: AddressFormState | undefined;
  let notice: AddressNotice | undefined;
  if (Astro.request.method === 'POST') {
    const { refusal, form: body, result } = await submitForm(Astro, actions.manageAddress, locale);
    if (refusal) {
      Astro.response.status = refusal.status;
      notice = { tone: 'error', text: refusal.message };
    } else {
      if (!result.error) return { response: Astro.redirect(`${formAction}?done=${result.data.outcome}#${result.data.kind}-addresses`, 303) };
      const failed = failedAddressForm(body, result.error, locale);
      if (failed.signedOut) return login();
      Astro.response.status = result.error.status;
      ({ form, notice } = failed);
    }
  } else {
    notice = doneNotice(Astro.url.searchParams.get('done'), locale);
  }

  // The middleware read the profile for this request already (a successful change redirects, so it is current).
  const lists = addressLists(Astro.locals.account.profile);

  const editId = Astro.url.searchParams.get('edit');
  const editKind = Astro.url.searchParams.get('kind');
  if (!form && Astro.request.method === 'GET' && editId && isAddressKind(editKind)) {
    const saved = lists[editKind].find((entry) => entry.id === editId);
    if (saved) form = { kind: editKind, id: saved.id, values: savedAddressValues(saved), errors: {} };
  }
  return { locale, formAction, lists, form, notice };
}

export { emptyAddressValues };
