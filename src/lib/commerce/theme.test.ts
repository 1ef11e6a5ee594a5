import { describe, expect, it } from 'vitest';
import { colorBrightness, textColorOn } from './theme';

describe('text colour on the primary-alt colour', () => {
  it('computes brightness (r*299 + g*587 + b*114) / 1000', () => {
    expect(colorBrightness('#ffffff')).toBe(255);
    expect(colorBrightness('000')).toBe(0);
    expect(colorBrightness('#ff0000')).toBe(76.245);
    expect(colorBrightness('#fc0')).toBe((255 * 299 + 204 * 587) / 1000);
    expect(colorBrightness('red')).toBeNull();
  });

  it('is dark above 186 and light at or below', () => {
    expect(textColorOn('#ffffff')).toBe('dark');
    expect(textColorOn('#bbbbbb')).toBe('dark'); // 187
    expect(textColorOn('#bababa')).toBe('light'); // 186
    expect(textColorOn('#1d4ed8')).toBe('light');
  });

  it('is light when the colour cannot be read', () => {
    expect(textColorOn('not-a-colour')).toBe('light');
    expect(textColorOn(undefined)).toBe('light');
  });
});
