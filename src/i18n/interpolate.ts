// Filling a message's {placeholders}: its own module so that islands and page scripts can use it
// without pulling in the message catalogue.

export type MessageParams = Record<string, string | number>;

/** Replaces {name} placeholders with the given values; unknown placeholders stay as they are. */
export function interpolate(template: string, params: MessageParams = {}): string {
  if (!template.includes('{')) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}
