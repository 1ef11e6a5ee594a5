import { defineMessages } from '../define';

export const common = defineMessages({
  en: {
    shopTitle: 'Store',
    home: 'Home',
    skipToContent: 'Skip to content',
    languageSwitch: 'Polski',
  },
  pl: {
    shopTitle: 'Store',
    home: 'Strona główna',
    skipToContent: 'Przejdź do treści',
    languageSwitch: 'English',
  },
});
