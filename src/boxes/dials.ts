/**
 * Dials and counters on the table: a dial token's look carries the value it shows, `<token id>@<value>`
 * ('swlcg/death-star-dial@7'), so turning a dial is one `setLook` that every peer sees (last writer wins).
 */

/** The look of dial `id` showing `value`. */
export function dialLook(id: string, value: number): string {
  return `${id}@${Math.round(value)}`
}

/** The token id and value of a dial look, or null when the look carries no value. */
export function parseDialLook(look: string): { id: string; value: number } | null {
  const at = look.lastIndexOf('@')
  if (at <= 0) return null
  const text = look.slice(at + 1)
  if (!/^-?\d{1,4}$/.test(text)) return null
  return { id: look.slice(0, at), value: Number(text) }
}
