// A product cover at the sizes a cart line shows it; the platform resizes by `w` and converts by `format`.
const LINE_IMAGE_WIDTHS = [96, 192, 288] as const;

function at(url: string, width: number): string {
  try {
    const parsed = new URL(url);
    parsed.searchParams.set('w', String(width));
    parsed.searchParams.set('format', 'auto');
    return parsed.href;
  } catch {
    return url;
  }
}

export function lineImage(url: string): { src: string; srcSet: string } {
  return { src: at(url, LINE_IMAGE_WIDTHS[1]), srcSet: LINE_IMAGE_WIDTHS.map((width) => `${at(url, width)} ${width}w`).join(', ') };
}
