/** Small colour helpers for the canvas painters. */

/** Parses '#rgb' or '#rrggbb' into 0–255 channels; anything else gives grey. */
export function parseHex(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())
  if (!m) return [128, 128, 128]
  const h = m[1] as string
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number]
}

/** Mixes a colour towards black (`amount` < 0) or white (`amount` > 0), returned as a CSS rgb() string. */
export function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255
  const t = Math.min(1, Math.abs(amount))
  const [r, g, b] = parseHex(hex).map((c) => Math.round(c + (target - c) * t))
  return `rgb(${r}, ${g}, ${b})`
}
