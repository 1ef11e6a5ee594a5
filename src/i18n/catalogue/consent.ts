import { defineMessages } from '../define';

// Cookie consent: the banner of a first visit and the settings dialog reachable from the footer (docs/rules.md#consent).
export const consent = defineMessages({
  en: {
    title: 'Cookies on this site',
    intro:
      'We use cookies that the shop needs to work. With your consent we also use cookies that remember your choices, measure how the shop is used and show you relevant ads. You can change your choice at any time under "Cookie settings" at the bottom of each page.',
    acceptAll: 'Accept all',
    rejectOptional: 'Only necessary',
    customise: 'Choose',
    settingsTitle: 'Cookie settings',
    settingsLink: 'Cookie settings',
    save: 'Save my choice',
    close: 'Close',
    required: 'Necessary',
    requiredText: 'The cart, signing in, security and your language. Always on: the shop cannot work without them.',
    functional: 'Functional',
    functionalText: 'Remember your choices, let us offer a call-back and chat widget, and play videos from YouTube and Vimeo on our pages.',
    analytics: 'Analytics',
    analyticsText: 'Count visits and see how the shop is used, so we can improve it.',
    ads: 'Marketing',
    adsText: 'Measure our ads and show you offers that fit you, on this site and elsewhere.',
    saved: 'Your cookie choice has been saved.',
  },
  pl: {
    title: 'Pliki cookie w tym sklepie',
    intro:
      'Używamy plików cookie niezbędnych do działania sklepu. Za Twoją zgodą używamy też plików, które zapamiętują Twoje wybory, mierzą korzystanie ze sklepu i pokazują dopasowane reklamy. Wybór możesz zmienić w każdej chwili w „Ustawieniach cookie” na dole każdej strony.',
    acceptAll: 'Akceptuję wszystkie',
    rejectOptional: 'Tylko niezbędne',
    customise: 'Wybieram',
    settingsTitle: 'Ustawienia cookie',
    settingsLink: 'Ustawienia cookie',
    save: 'Zapisz mój wybór',
    close: 'Zamknij',
    required: 'Niezbędne',
    requiredText: 'Koszyk, logowanie, bezpieczeństwo i język. Zawsze włączone: bez nich sklep nie działa.',
    functional: 'Funkcjonalne',
    functionalText: 'Zapamiętują Twoje wybory, pozwalają zaproponować widżet oddzwaniania i czatu oraz odtwarzać na naszych stronach filmy z YouTube i Vimeo.',
    analytics: 'Analityczne',
    analyticsText: 'Liczą odwiedziny i pokazują, jak korzystasz ze sklepu, abyśmy mogli go ulepszać.',
    ads: 'Marketingowe',
    adsText: 'Mierzą skuteczność naszych reklam i pokazują Ci dopasowane oferty, tu i w innych serwisach.',
    saved: 'Twój wybór plików cookie został zapisany.',
  },
});
