// The settings page's forms on the server (/account/settings): which form a POST came from, what the
// shopper typed there (kept on an error; never a password), the first error of each field, each
// section's notice, and the notice after a redirect (?done=…).
import { isInputError } from 'astro:actions';
import type { Locale } from '../../i18n/locales';
import { t, type MessageKey } from '../../i18n/messages';
import { SETTINGS_REFUSALS } from '../../actions/account/settings-input';
import type { Profile } from '../../lib/account/session';
import { readPlatformRefusal } from '../../actions/account/platform-refusal';
import { formRefusal, refusalSummary } from '../../lib/commerce/form-refusal';

export const SETTINGS_SECTIONS = ['profile', 'password', 'twoFactor', 'preferences', 'delete'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** The anchor of each section on the page (the redirect after a POST lands there). */
export const SECTION_ANCHORS: Record<SettingsSection, string> = {
  profile: 'my-data',
  password: 'password',
  twoFactor: 'two-factor',
  preferences: 'newsletter',
  delete: 'delete-account',
};

export const PROFILE_FIELDS = ['name', 'phone', 'birthday'] as const;
export type ProfileValues = Record<(typeof PROFILE_FIELDS)[number], string>;

export const SECTION_FIELDS = {
  profile: PROFILE_FIELDS,
  password: ['currentPassword', 'password', 'passwordConfirmation'],
  twoFactor: ['code', 'password'],
  preferences: ['newsletter'],
  delete: ['password', 'confirm'],
} as const satisfies Record<SettingsSection, readonly string[]>;

export interface SettingsNotice {
  section: SettingsSection;
  tone: 'success' | 'error';
  text: string;
}

/** The form a POST was refused in: its section, the two-factor step it was (setup, confirm, recovery, remove), the messages. */
export interface FailedSettingsForm {
  section: SettingsSection;
  intent?: string | undefined;
  errors: Partial<Record<string, string>>;
  /** Profile values as typed; the delete confirmation as ticked. */
  profile?: ProfileValues | undefined;
  confirmTicked?: boolean | undefined;
}

export const isSettingsSection = (value: unknown): value is SettingsSection =>
  typeof value === 'string' && (SETTINGS_SECTIONS as readonly string[]).includes(value);

const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

export function profileValues(profile: Pick<Profile, 'name' | 'phone' | 'birthday_date'>): ProfileValues {
  return { name: profile.name ?? '', phone: profile.phone ?? '', birthday: profile.birthday_date?.slice(0, 10) ?? '' };
}

/** Where each refusal with a field goes, by section and ActionError code. */
const REFUSAL_FIELDS: Partial<Record<SettingsSection, Partial<Record<string, string>>>> = {
  password: { [SETTINGS_REFUSALS.wrongPassword]: 'currentPassword', [SETTINGS_REFUSALS.compromised]: 'password' },
  twoFactor: { [SETTINGS_REFUSALS.wrongPassword]: 'password', [SETTINGS_REFUSALS.wrongCode]: 'code' },
  delete: { [SETTINGS_REFUSALS.wrongPassword]: 'password' },
};

/** The platform's field names of each section's call → the section's fields. */
export const SETTINGS_PLATFORM_FIELDS: Record<SettingsSection, Readonly<Record<string, string>>> = {
  profile: { name: 'name', phone: 'phone', birthday_date: 'birthday' },
  password: { password: 'currentPassword', password_new: 'password', password_confirmation: 'passwordConfirmation' },
  twoFactor: { code: 'code', password: 'password' },
  preferences: {},
  delete: { password: 'password' },
};

export type SettingsFailure = { signedOut: true } | { signedOut?: false; form: FailedSettingsForm; notice: SettingsNotice };

/** The page after a refused or failed settings action: each message by its field, the section's notice above its form. */
export function failedSettingsForm(section: SettingsSection, form: FormData, error: unknown, locale: Locale): SettingsFailure {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === SETTINGS_REFUSALS.signedOut) return { signedOut: true };
  const message = error instanceof Error && error.message ? error.message : t(locale, 'settings.failed');
  const failed: FailedSettingsForm = { section, intent: field(form, 'intent') || undefined, errors: {} };
  if (section === 'profile') failed.profile = Object.fromEntries(PROFILE_FIELDS.map((name) => [name, field(form, name).trim()])) as ProfileValues;
  if (section === 'delete') failed.confirmTicked = field(form, 'confirm') !== '';
  const fixErrors = { section, tone: 'error', text: t(locale, 'settings.fixErrors') } as const;
  if (isInputError(error)) {
    for (const name of SECTION_FIELDS[section]) {
      const first = error.fields[name as never]?.[0];
      if (first) failed.errors[name] = first;
    }
    // A malformed body (e.g. an unknown two-factor step) names no field of the form.
    if (Object.keys(failed.errors).length === 0) return { form: failed, notice: { section, tone: 'error', text: t(locale, 'settings.refused') } };
    return { form: failed, notice: fixErrors };
  }
  const refusal = readPlatformRefusal(error);
  if (refusal) {
    const shown = formRefusal(refusal, SETTINGS_PLATFORM_FIELDS[section]);
    if (shown.at) failed.errors[shown.at.field] = shown.at.message;
    return { form: failed, notice: { section, tone: 'error', text: refusalSummary(shown) } };
  }
  const target = typeof code === 'string' ? REFUSAL_FIELDS[section]?.[code] : undefined;
  if (target) {
    failed.errors[target] = message;
    return { form: failed, notice: fixErrors };
  }
  return { form: failed, notice: { section, tone: 'error', text: message } };
}

const DONE: Record<string, { section: SettingsSection; key: MessageKey }> = {
  profile: { section: 'profile', key: 'settings.profile.done' },
  password: { section: 'password', key: 'settings.password.done' },
  preferences: { section: 'preferences', key: 'settings.newsletter.done' },
  'two-factor-on': { section: 'twoFactor', key: 'settings.twoFactor.turnedOn' },
  'recovery-codes': { section: 'twoFactor', key: 'settings.twoFactor.recoveryDone' },
  'two-factor-off': { section: 'twoFactor', key: 'settings.twoFactor.removed' },
};

export type DoneOutcome = keyof typeof DONE;

/** The notice after a redirect (?done=…). */
export function doneNotice(done: string | null, locale: Locale): SettingsNotice | undefined {
  const entry = done && Object.hasOwn(DONE, done) ? DONE[done] : undefined;
  return entry ? { section: entry.section, tone: 'success', text: t(locale, entry.key) } : undefined;
}
