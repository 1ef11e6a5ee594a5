// Theme rule (docs/rules.md#theme): text on the primary-alt colour is dark when the colour is bright (brightness > 186).

export const DARK_TEXT_BRIGHTNESS = 186;

/** Perceived brightness 0–255 of a hex colour ('#rgb' or '#rrggbb', '#' optional): (r·299 + g·587 + b·114) / 1000. */
export function colorBrightness(hex: string): number | null {
  const raw = hex.trim().replace(/^#/, '');
  const full = /^[0-9a-f]{3}$/i.test(raw) ? [...raw].map((c) => c + c).join('') : raw;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
  return (r * 299 + g * 587 + b * 114) / 1000;
}

/** 'dark' text on bright colours, 'light' text otherwise (also for a colour that cannot be read). */
export function textColorOn(background: string | null | undefined): 'dark' | 'light' {
  const brightness = background ? colorBrightness(background) : null;
  return brightness !== null && brightness > DARK_TEXT_BRIGHTNESS ? 'dark' : 'light';
}
