/**
 * Cleaning display values that come from other peers (awareness, the seats map, the document).
 *
 * Any browser in a room may run modified code, so a name or colour read from the network is untrusted. A colour
 * goes into CSS (`style={{ background }}`), where `url(…)` or `red;background:url(…)` would make every other
 * browser fetch an address of the attacker's choosing; a name goes into text, where a megabyte of it or a bidi
 * override (which flips the text after it) would spoil the page. Readers pass such values through these two.
 */

/** The one colour form accepted anywhere: `#rrggbb`. Nothing else can reach a URL or a second CSS property. */
const HEX_COLOUR = /^#[0-9a-f]{6}$/i

/**
 * Control characters (C0, DEL, C1) and the invisible bidi controls: LRM/RLM/ALM marks, the embeddings and overrides
 * U+202A–U+202E and the isolates U+2066–U+2069. A name keeps its letters in their own order, never reorders others.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNWANTED = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/** `value` as a lower-case `#rrggbb` colour, or `fallback` for anything else (other forms, junk, non-strings). */
export function safeColour(value: unknown, fallback = '#888888'): string {
  return typeof value === 'string' && HEX_COLOUR.test(value) ? value.toLowerCase() : fallback
}

/**
 * `value` as a display name: control and bidi characters removed, trimmed, at most `max` UTF-16 units (never ending
 * in half a surrogate pair). '' for non-strings, so callers pick their own placeholder.
 */
export function safeName(value: unknown, max = 64): string {
  if (typeof value !== 'string') return ''
  // Cut before cleaning so a hostile megabyte costs no more than a few times `max` characters of work.
  let name = value
    .slice(0, max * 4 + 16)
    .replace(UNWANTED, '')
    .trim()
    .slice(0, max)
  // A cut between the halves of a surrogate pair would leave an unpaired half, drawn as a replacement box.
  if (/[\ud800-\udbff]$/.test(name)) name = name.slice(0, -1)
  return name.trimEnd()
}
