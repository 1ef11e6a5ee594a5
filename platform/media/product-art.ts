/**
 * Generates a simple, tidy SVG picture for a demo product: a soft gradient and a motif for its category.
 * The pictures carry no words: one file serves every language, and what a picture shows is said in its
 * alt text, which the platform gives in the shopper's language.
 */
const PALETTES = [
  ['#f6d5c3', '#e07a5f', '#3d405b'],
  ['#d8e2dc', '#81b29a', '#22333b'],
  ['#f2e8cf', '#f2cc8f', '#6a4c36'],
  ['#dde5f4', '#6c8ebf', '#1d3557'],
  ['#f4dde8', '#c06c84', '#4a2c3d'],
  ['#e6e6e6', '#9a9a9a', '#2b2b2b'],
] as const;

export type Motif = 'mug' | 'shirt' | 'lamp' | 'book' | 'chair' | 'plant' | 'box' | 'card' | 'bag' | 'sofa';

const MOTIFS: Record<Motif, (accent: string, ink: string) => string> = {
  mug: (a, i) =>
    `<rect x="300" y="250" width="180" height="220" rx="24" fill="${a}"/><path d="M480 300 h40 a50 50 0 0 1 0 100 h-40" fill="none" stroke="${a}" stroke-width="26"/><rect x="300" y="250" width="180" height="30" rx="12" fill="${i}" opacity=".25"/>`,
  shirt: (a, i) =>
    `<path d="M300 230 l60 -30 h80 l60 30 l60 70 l-50 40 l-30 -30 v220 h-180 v-220 l-30 30 l-50 -40 z" fill="${a}"/><path d="M360 200 q40 40 80 0" fill="none" stroke="${i}" stroke-width="8" opacity=".4"/>`,
  lamp: (a, i) =>
    `<path d="M320 300 l50 -120 h60 l50 120 z" fill="${a}"/><rect x="392" y="300" width="16" height="170" fill="${i}"/><rect x="330" y="470" width="140" height="20" rx="10" fill="${i}"/>`,
  book: (a, i) =>
    `<rect x="300" y="210" width="200" height="270" rx="10" fill="${a}"/><rect x="300" y="210" width="28" height="270" fill="${i}" opacity=".35"/><rect x="350" y="260" width="110" height="14" rx="7" fill="#fff" opacity=".7"/><rect x="350" y="290" width="80" height="10" rx="5" fill="#fff" opacity=".5"/>`,
  chair: (a, i) =>
    `<rect x="330" y="200" width="140" height="150" rx="16" fill="${a}"/><rect x="310" y="340" width="180" height="40" rx="12" fill="${a}"/><rect x="325" y="380" width="16" height="110" fill="${i}"/><rect x="459" y="380" width="16" height="110" fill="${i}"/>`,
  plant: (a, i) =>
    `<path d="M400 330 c-80 -40 -90 -120 -40 -150 c30 50 40 90 40 150 c0 -60 10 -100 40 -150 c50 30 40 110 -40 150z" fill="${a}"/><path d="M340 330 h120 l-20 150 h-80 z" fill="${i}"/>`,
  box: (a, i) =>
    `<path d="M400 200 l120 60 v150 l-120 60 l-120 -60 v-150 z" fill="${a}"/><path d="M400 320 v150 M280 260 l120 60 l120 -60" stroke="${i}" stroke-width="6" fill="none" opacity=".5"/>`,
  card: (a, i) =>
    `<rect x="260" y="250" width="280" height="180" rx="18" fill="${a}"/><rect x="290" y="290" width="60" height="44" rx="8" fill="${i}" opacity=".4"/><rect x="290" y="370" width="200" height="14" rx="7" fill="#fff" opacity=".7"/>`,
  bag: (a, i) =>
    `<rect x="300" y="270" width="200" height="210" rx="16" fill="${a}"/><path d="M350 270 v-30 a50 50 0 0 1 100 0 v30" fill="none" stroke="${i}" stroke-width="14"/>`,
  sofa: (a, i) =>
    `<rect x="260" y="260" width="280" height="120" rx="30" fill="${a}"/><rect x="240" y="320" width="320" height="110" rx="30" fill="${a}"/><rect x="270" y="430" width="14" height="40" fill="${i}"/><rect x="516" y="430" width="14" height="40" fill="${i}"/>`,
};

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** `key` (e.g. the product's slug) picks the colours, so each product keeps its own. */
export function productSvg(key: string, motif: Motif): string {
  const [bg, accent, ink] = PALETTES[hash(key) % PALETTES.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${bg}"/></linearGradient></defs>
<rect width="800" height="800" fill="url(#g)"/>
<ellipse cx="400" cy="520" rx="190" ry="26" fill="${ink}" opacity=".08"/>
${MOTIFS[motif](accent, ink)}
</svg>`;
}

export function logoSvg(name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100" viewBox="0 0 400 100" role="img" aria-label="${escapeXml(name)}">
<rect x="4" y="18" width="64" height="64" rx="16" fill="#3d405b"/><path d="M22 60 l14 -24 l14 24 z" fill="#f2cc8f"/>
<text x="86" y="64" font-family="Helvetica, Arial, sans-serif" font-size="38" font-weight="700" fill="#3d405b">${escapeXml(name)}</text></svg>`;
}

/** The banner pictures' shapes: wide for desktops, 4:3 for phones (the storefront's frames have these ratios). */
export const BANNER_SHAPES = { wide: { width: 1600, height: 600 }, narrow: { width: 800, height: 600 } } as const;
export type BannerShape = keyof typeof BANNER_SHAPES;

/**
 * A wordless banner picture: a gradient in one of the palettes and a row of the catalogue's motifs on the
 * right (wide) or across the lower part (narrow), where the storefront's words do not cover them.
 */
export function bannerSvg(key: string, motifs: readonly Motif[], shape: BannerShape = 'wide'): string {
  const { width, height } = BANNER_SHAPES[shape];
  const [bg, accent, ink] = PALETTES[hash(key) % PALETTES.length]!;
  const scale = shape === 'wide' ? 0.75 : 0.55;
  const step = shape === 'wide' ? 300 : 250;
  const x0 = shape === 'wide' ? width - step * motifs.length - 60 : (width - step * motifs.length) / 2 - 20;
  const y0 = shape === 'wide' ? 60 : 250;
  const items = motifs
    .map(
      (motif, i) =>
        `<g transform="translate(${Math.round(x0 + i * step - 400 * scale + step / 2)} ${y0}) scale(${scale})">${MOTIFS[motif](i % 2 ? ink : accent, ink)}</g>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${bg}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#b)"/>
<circle cx="${Math.round(width * 0.78)}" cy="${Math.round(height * 0.5)}" r="${Math.round(height * 0.42)}" fill="${accent}" opacity=".14"/>
${items}
</svg>`;
}

/** The studio on the About page: shelves of pots and bowls drying before the kiln, a wheel and a window. Wordless. */
export function studioSvg(): string {
  const pot = (x: number, y: number, w: number, h: number, fill: string) =>
    `<rect x="${x}" y="${y - h}" width="${w}" height="${h}" rx="${Math.round(w / 5)}" fill="${fill}"/>`;
  const bowl = (x: number, y: number, w: number, fill: string) => `<path d="M${x} ${y - 34} h${w} a${w / 2} 34 0 0 1 -${w} 0z" fill="${fill}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
<defs><linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f2e8cf"/><stop offset="1" stop-color="#e9dcc0"/></linearGradient></defs>
<rect width="1200" height="675" fill="url(#w)"/>
<rect x="820" y="70" width="300" height="250" rx="8" fill="#dde5f4"/><path d="M970 70 v250 M820 195 h300" stroke="#f2e8cf" stroke-width="12"/>
<rect x="60" y="230" width="640" height="14" rx="4" fill="#6a4c36"/><rect x="60" y="420" width="640" height="14" rx="4" fill="#6a4c36"/>
${pot(90, 230, 80, 110, '#e07a5f')}${pot(200, 230, 70, 90, '#d8c3a5')}${pot(300, 230, 90, 120, '#81b29a')}${pot(420, 230, 70, 100, '#d8c3a5')}${pot(520, 230, 80, 80, '#3d405b')}${pot(620, 230, 60, 110, '#f2cc8f')}
${bowl(90, 420, 130, '#d8c3a5')}${bowl(250, 420, 110, '#81b29a')}${bowl(390, 420, 140, '#d8c3a5')}${bowl(560, 420, 120, '#e07a5f')}
<rect x="0" y="560" width="1200" height="115" fill="#d8c3a5"/>
<ellipse cx="960" cy="520" rx="150" ry="34" fill="#6a4c36"/><rect x="940" y="520" width="40" height="90" fill="#6a4c36"/>
<path d="M910 500 q50 -110 100 0 z" fill="#c9a27e"/>
</svg>`;
}
