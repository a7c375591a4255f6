// html2canvas 1.x cannot parse the oklch() colours Tailwind v4 uses and aborts the export.
// Before it renders, every colour in the cloned page is rewritten to rgb() through a canvas.

const COLOR_PROPS = [
  'color',
  'background-color',
  'border-top-color',
  'border-right-color',
  'border-bottom-color',
  'border-left-color',
  'outline-color',
  'text-decoration-color',
  'fill',
  'stroke',
] as const;
const COMPLEX_PROPS = ['background-image', 'box-shadow'] as const;
const MODERN_COLOR = /(oklch|oklab|lab|lch|color-mix|color)\([^()]*(\([^()]*\)[^()]*)*\)/g;

let ctx: CanvasRenderingContext2D | null | undefined;
const converted = new Map<string, string>();

/** Any CSS colour as rgba(), by painting one pixel (memoised: pages repeat a few colours). */
function toRgb(color: string): string {
  const known = converted.get(color);
  if (known) return known;
  ctx ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!ctx) return color;
  ctx.clearRect(0, 0, 1, 1);
  ctx.fillStyle = '#000';
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
  const rgb = `rgba(${r}, ${g}, ${b}, ${Math.round(((a ?? 255) / 255) * 1000) / 1000})`;
  converted.set(color, rgb);
  return rgb;
}

/** Inlines rgb() versions of every modern colour on `root` and its descendants (in a cloned doc). */
export function inlineLegacyColors(root: HTMLElement): void {
  const view = root.ownerDocument.defaultView ?? window;
  for (const el of [root, ...Array.from(root.querySelectorAll<HTMLElement>('*'))]) {
    const style = view.getComputedStyle(el);
    for (const prop of COLOR_PROPS) {
      const value = style.getPropertyValue(prop);
      if (value && MODERN_COLOR.test(value)) el.style.setProperty(prop, toRgb(value));
      MODERN_COLOR.lastIndex = 0;
    }
    for (const prop of COMPLEX_PROPS) {
      const value = style.getPropertyValue(prop);
      if (value && MODERN_COLOR.test(value))
        el.style.setProperty(
          prop,
          value.replace(MODERN_COLOR, (c) => toRgb(c)),
        );
      MODERN_COLOR.lastIndex = 0;
    }
  }
}

/**
 * html2canvas also reads the live page's <html> and <body> backgrounds (not the clone's): give
 * them rgb() values while `run` works, then put the page back as it was.
 */
export async function withLegacyRootColors<T>(run: () => Promise<T>): Promise<T> {
  const roots = [document.documentElement, document.body];
  const previous = roots.map((el) => el.style.getPropertyValue('background-color'));
  for (const el of roots) el.style.setProperty('background-color', toRgb(getComputedStyle(el).backgroundColor));
  try {
    return await run();
  } finally {
    for (const [i, el] of roots.entries()) el.style.setProperty('background-color', previous[i] ?? '');
  }
}
