/**
 * Canvas drawing helpers the card, token and board painters share: fonts, rounded rectangles, text that shrinks to
 * fit and text wrapped into a box. All sizes are in the caller's design units (the canvas is already scaled).
 */

type Ctx = CanvasRenderingContext2D

/** Serif face for names and numbers. */
export const SERIF = '"DejaVu Serif", Georgia, "Times New Roman", serif'
/** Narrow sans face for type lines, traits and rules text. */
export const SANS = '"DejaVu Sans Condensed", "Liberation Sans Narrow", "Arial Narrow", "DejaVu Sans", sans-serif'

/** Starts a rounded-rectangle path. */
export function roundRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath()
  ctx.roundRect(x, y, w, h, r)
}

/** Options of `fitText`. */
export interface FitOptions {
  font?: string
  weight?: 'bold' | 'normal' | 'italic' | 'bold italic'
  align?: CanvasTextAlign
}

/** Writes `text` at (x, cy) (vertically centred), shrinking the font from `size` until it fits `maxWidth`. */
export function fitText(
  ctx: Ctx,
  text: string,
  x: number,
  cy: number,
  maxWidth: number,
  size: number,
  options: FitOptions = {},
): void {
  const { font = SANS, weight = 'bold', align = 'center' } = options
  let s = size
  ctx.font = `${weight} ${s}px ${font}`
  while (s > 6 && ctx.measureText(text).width > maxWidth) {
    s -= 0.5
    ctx.font = `${weight} ${s}px ${font}`
  }
  ctx.textAlign = align
  ctx.textBaseline = 'middle'
  ctx.fillText(text, x, cy)
}

/** Splits `text` into lines no wider than `maxWidth` in the current font (explicit newlines are kept). */
export function wrapLines(ctx: Ctx, text: string, maxWidth: number): string[] {
  const out: string[] = []
  for (const paragraph of text.split('\n')) {
    let line = ''
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word
      if (line && ctx.measureText(next).width > maxWidth) {
        out.push(line)
        line = word
      } else line = next
    }
    out.push(line)
  }
  return out
}

/**
 * Writes `text` wrapped into the box (x, y, w, h) from the top, shrinking the font from `size` until every line fits
 * (down to 7 units; below that the last lines are cut with an ellipsis).
 */
export function drawWrapped(
  ctx: Ctx,
  text: string,
  x: number,
  y: number,
  w: number,
  h: number,
  size: number,
  options: FitOptions = {},
): void {
  const { font = SANS, weight = 'normal', align = 'left' } = options
  let s = size
  let lines: string[] = []
  for (;;) {
    ctx.font = `${weight} ${s}px ${font}`
    lines = wrapLines(ctx, text, w)
    if (lines.length * s * 1.2 <= h || s <= 7) break
    s -= 0.5
  }
  const fit = Math.max(1, Math.floor(h / (s * 1.2)))
  if (lines.length > fit) lines = [...lines.slice(0, fit - 1), `${lines[fit - 1] ?? ''}…`]
  ctx.textAlign = align
  ctx.textBaseline = 'top'
  const ax = align === 'center' ? x + w / 2 : align === 'right' ? x + w : x
  lines.forEach((line, i) => ctx.fillText(line, ax, y + i * s * 1.2))
}

/** A filled circle with a number (or short text) in it: costs, stats, dial values. */
export function numberBadge(
  ctx: Ctx,
  text: string,
  cx: number,
  cy: number,
  r: number,
  fill: string,
  ink = '#ffffff',
  ring?: string,
): void {
  ctx.beginPath()
  ctx.arc(cx, cy, r, 0, Math.PI * 2)
  ctx.fillStyle = fill
  ctx.fill()
  if (ring) {
    ctx.strokeStyle = ring
    ctx.lineWidth = Math.max(1, r * 0.14)
    ctx.stroke()
  }
  ctx.fillStyle = ink
  fitText(ctx, text, cx, cy + r * 0.04, r * 1.6, r * 1.15, { font: SERIF })
}

/** Dark ink on a light colour, light ink on a dark one (CSS hex colours; anything else counts as dark). */
export function readableInk(colour: string, dark = '#1f2230', light = '#f7f0e1'): string {
  const m = /^#([0-9a-f]{6})$/i.exec(colour)
  if (!m) return light
  const n = parseInt(m[1] as string, 16)
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255]
  // Perceived brightness (ITU-R BT.601 weights), 0–255.
  return 0.299 * r + 0.587 * g + 0.114 * b > 180 ? dark : light
}

/** A star polygon path (medals, the sandbox back, Force icons). */
export function starPath(ctx: Ctx, cx: number, cy: number, points: number, outer: number, inner: number): void {
  ctx.beginPath()
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner
    const a = (i * Math.PI) / points - Math.PI / 2
    ctx.lineTo(cx + Math.cos(a) * r, cy + Math.sin(a) * r)
  }
  ctx.closePath()
}
