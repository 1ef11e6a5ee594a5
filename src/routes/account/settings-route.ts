// The request side of /account/settings and /en/account/settings: the middleware lets only signed-in
// shoppers in; a POST carries `section` (which form) and goes to that section's action, then 303 back
// to the section (?done=…#anchor) or the page again with what was typed and the messages; a deleted
// account lands on home. Two-factor state that must outlive the redirect (the pending setup, the
// recovery codes shown once) travels in sealed cookies (src/lib/account/two-factor-state.ts).
import type { AstroGlobal } from 'astro';
import { actions } from 'astro:actions';
import { requestLocale, localizePath, type Locale } from '../../i18n/locales';
import { t } from '../../i18n/messages';
import { wantsNewsletter } from '../../lib/account/personal-metadata';
import { forgetPendingSetup, keepPendingSetup, passRecoveryCodes, readPendingSetup, takeRecoveryCodes } from '../../lib/account/two-factor-state';
import { groupedSecret, otpauthAddress, qrCodeSvg } from '../../lib/account/otp-qr';
import { PROBLEMS } from '../../lib/actions/action-body';
import { formActionResult, readPostedForm, type FormActionResult } from '../../lib/actions/form-post';
import {
  SECTION_ANCHORS,
  doneNotice,
  failedSettingsForm,
  isSettingsSection,
  profileValues,
  type DoneOutcome,
  type FailedSettingsForm,
  type ProfileValues,
  type SettingsNotice,
  type SettingsSection,
} from '../../components/account/settings-form';
import { signedOutRedirect } from './signed-out';

export interface TwoFactorView {
  active: boolean;
  /** A setup waiting for its code: the QR code's SVG markup and the secret to type by hand. */
  pending?: { svg: string; secret: string } | undefined;
  /** The recovery codes just created, shown once. */
  recoveryCodes?: string[] | undefined;
}

/** What the settings page shows: the view's props. */
export interface SettingsPageData {
  locale: Locale;
  formAction: string;
  email: string;
  profile: ProfileValues;
  newsletter: boolean;
  twoFactor: TwoFactorView;
  failed?: FailedSettingsForm | undefined;
  notice?: SettingsNotice | undefined;
}

export type SettingsRoute = { response: Response } | ({ response?: undefined } & SettingsPageData);

/** Where a successful POST of a section goes next. */
const doneTarget = (formAction: string, section: SettingsSection, done?: DoneOutcome) =>
  `${formAction}${done ? `?done=${done}` : ''}#${SECTION_ANCHORS[section]}`;

export async function settingsRoute(Astro: AstroGlobal): Promise<SettingsRoute> {
  const locale = requestLocale(Astro);
  const login = () => signedOutRedirect(Astro, locale, Astro.url.pathname);
  const account = Astro.locals.account;
  if (!account?.signedIn) return login();
  Astro.response.headers.set('Cache-Control', 'private, no-store');
  const formAction = Astro.url.pathname;
  const scope = { url: Astro.url, cookies: Astro.cookies, path: formAction, userId: account.profile.id };

  let failed: FailedSettingsForm | undefined;
  let notice: SettingsNotice | undefined;
  if (Astro.request.method === 'POST') {
    const { refusal, form } = await readPostedForm(Astro, locale);
    const section = form?.get('section');
    if (!form || !isSettingsSection(section)) {
      // A form without a known section is as malformed as an unreadable body.
      const problem = refusal ?? { status: PROBLEMS.malformed.status, message: t(locale, PROBLEMS.malformed.message) };
      Astro.response.status = problem.status;
      notice = { section: 'profile', tone: 'error', text: problem.message };
    } else {
      const outcome = await runSection(Astro, section, form, scope, formAction, locale);
      if ('response' in outcome) return outcome;
      if (outcome.signedOut) return login();
      Astro.response.status = outcome.status;
      ({ form: failed, notice } = outcome);
    }
  } else {
    notice = doneNotice(Astro.url.searchParams.get('done'), locale);
  }

  // The middleware read the profile for this request (a successful change redirects, so it is current).
  const { profile } = account;
  const twoFactor: TwoFactorView = { active: profile.is_tfa_active === true };
  if (twoFactor.active) {
    forgetPendingSetup(scope);
    if (Astro.request.method === 'GET') twoFactor.recoveryCodes = takeRecoveryCodes(scope);
  } else {
    const pending = readPendingSetup(scope);
    if (pending) twoFactor.pending = { svg: await qrCodeSvg(pending.otpauthUrl), secret: groupedSecret(pending.secret) };
  }
  return { locale, formAction, email: account.email, profile: profileValues(profile), newsletter: wantsNewsletter(profile), twoFactor, failed, notice };
}

type SectionOutcome = { response: Response } | { signedOut: true } | { signedOut?: false; status: number; form: FailedSettingsForm; notice: SettingsNotice };

/** One section's action (a post to ?_action=… has been answered by Astro already: it must not run twice). */
async function runSection(
  Astro: AstroGlobal,
  section: SettingsSection,
  form: FormData,
  scope: Parameters<typeof keepPendingSetup>[0],
  formAction: string,
  locale: Locale,
): Promise<SectionOutcome> {
  const redirect = (target: string) => ({ response: Astro.redirect(target, 303) });
  const failure = (error: NonNullable<FormActionResult<typeof actions.updateProfile>['error']>): SectionOutcome => {
    const failed = failedSettingsForm(section, form, error, locale);
    return failed.signedOut ? failed : { ...failed, status: error.status };
  };
  switch (section) {
    case 'profile': {
      const result = await formActionResult(Astro, actions.updateProfile, form);
      return result.error ? failure(result.error) : redirect(doneTarget(formAction, section, 'profile'));
    }
    case 'password': {
      const result = await formActionResult(Astro, actions.changePassword, form);
      return result.error ? failure(result.error) : redirect(doneTarget(formAction, section, 'password'));
    }
    case 'preferences': {
      const result = await formActionResult(Astro, actions.updatePreferences, form);
      return result.error ? failure(result.error) : redirect(doneTarget(formAction, section, 'preferences'));
    }
    case 'delete': {
      const result = await formActionResult(Astro, actions.deleteAccount, form);
      if (result.error) return failure(result.error);
      forgetPendingSetup(scope);
      return redirect(`${localizePath('/', locale)}?account=deleted`);
    }
    case 'twoFactor': {
      const result = await formActionResult(Astro, actions.manageTwoFactor, form);
      if (result.error) return failure(result.error);
      const data = result.data;
      switch (data.intent) {
        case 'setup': {
          const issuer = Astro.locals.shop?.name ?? t(locale, 'common.shopTitle');
          keepPendingSetup(scope, {
            secret: data.secret,
            otpauthUrl: otpauthAddress(data.qrCodeUrl, data.secret, Astro.locals.account?.signedIn ? Astro.locals.account.email : '', issuer),
          });
          return redirect(doneTarget(formAction, section));
        }
        case 'confirm':
          forgetPendingSetup(scope);
          passRecoveryCodes(scope, data.recoveryCodes);
          return redirect(doneTarget(formAction, section, 'two-factor-on'));
        case 'recovery':
          passRecoveryCodes(scope, data.recoveryCodes);
          return redirect(doneTarget(formAction, section, 'recovery-codes'));
        case 'remove':
          forgetPendingSetup(scope);
          return redirect(doneTarget(formAction, section, 'two-factor-off'));
      }
    }
  }
}
