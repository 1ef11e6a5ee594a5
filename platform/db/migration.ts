/** One schema change: its number (applied in order, once) and its SQL. */
export type Migration = { version: number; name: string; sql: string };
