import { defineMessages } from '../define';

// The shell's notification area (components/shell/Notifications.astro).
export const notifications = defineMessages({
  en: {
    close: 'Close notification',
    /** Shown beside the icon, so that the type is not told by colour alone. */
    types: { info: 'Information', success: 'Success', warn: 'Warning', error: 'Error' },
  },
  pl: {
    close: 'Zamknij powiadomienie',
    types: { info: 'Informacja', success: 'Sukces', warn: 'Ostrzeżenie', error: 'Błąd' },
  },
});
