/** The cookie holding the selected sales channel id (spec §3). */
export const SALES_CHANNEL_COOKIE = 'sales_channel';
