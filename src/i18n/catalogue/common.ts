import { defineMessages } from '../define';

export const common = defineMessages({
  en: {
    shopTitle: 'Store',
    home: 'Home',
    skipToContent: 'Skip to content',
    languageSwitch: 'Polski',
    languageSwitchLabel: 'Change language',
    breadcrumbs: 'Breadcrumbs',
    mainNavigation: 'Main navigation',
    footer: 'Footer',
  },
  pl: {
    shopTitle: 'Store',
    home: 'Strona główna',
    skipToContent: 'Przejdź do treści',
    languageSwitch: 'English',
    languageSwitchLabel: 'Zmień język',
    breadcrumbs: 'Ścieżka nawigacji',
    mainNavigation: 'Menu główne',
    footer: 'Stopka',
  },
});
