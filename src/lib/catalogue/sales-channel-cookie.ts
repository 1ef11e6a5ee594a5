/** The cookie holding the selected sales channel id (docs/rules.md#choose-channel). */
export const SALES_CHANNEL_COOKIE = 'sales_channel';
