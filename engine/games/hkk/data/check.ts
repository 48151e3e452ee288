/**
 * The primitive checks of the card validator (./validate.ts): each reports a HU/EN message naming the path of the
 * faulty value (`abilities[0].effects[1].n: …`) and never throws, whatever it is given.
 */
import { isPlainObject } from '../../../core/json'
import type { LocalizedText } from '../../../core/types'

/** Where problems are collected. */
export type Out = LocalizedText[]

/** A value as it appears in a message, cut short when long. */
export function show(v: unknown): string {
  if (v === undefined) return '–'
  let s: string
  try {
    s = JSON.stringify(v) ?? String(v)
  } catch {
    s = typeof v // a bigint or a cycle: a message must not throw
  }
  return s.length > 40 ? `${s.slice(0, 37)}...` : s
}

/** Records one problem at `path`. */
export function report(out: Out, path: string, hu: string, en: string): void {
  const at = path || '(lap)'
  out.push({ hu: `${at}: ${hu}`, en: `${path || '(card)'}: ${en}` })
}

/** `path.key`, or `key` at the top. */
export const at = (path: string, key: string): string => (path ? `${path}.${key}` : key)

/** The value as a plain object, or null after reporting that it is not one. */
export function object(v: unknown, path: string, out: Out): Record<string, unknown> | null {
  if (isPlainObject(v)) return v
  report(out, path, `objektumnak kell lennie, nem ${show(v)}`, `must be an object, not ${show(v)}`)
  return null
}

/**
 * Reports every field of `o` not in `allowed` and every field of `required` that is missing. Optional fields are
 * the allowed ones not required.
 */
export function fields(
  o: Record<string, unknown>,
  path: string,
  required: readonly string[],
  optional: readonly string[],
  out: Out,
): void {
  for (const k of Object.keys(o)) {
    if (!required.includes(k) && !optional.includes(k)) {
      report(out, at(path, k), 'ismeretlen mező', 'unknown field')
    }
  }
  for (const k of required) {
    if (o[k] === undefined) report(out, at(path, k), 'hiányzó mező', 'missing field')
  }
}

/** A whole number in `[min, max]`. */
export function int(v: unknown, path: string, min: number, max: number, out: Out): v is number {
  if (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max) return true
  report(
    out,
    path,
    `${min} és ${max} közötti egész számnak kell lennie, nem ${show(v)}`,
    `must be a whole number from ${min} to ${max}, not ${show(v)}`,
  )
  return false
}

/** A whole number in `[min, max]`, or 'X' when `x` allows it. */
export function amount(v: unknown, path: string, min: number, max: number, x: boolean, out: Out): void {
  if (v === 'X') {
    if (!x) report(out, path, 'X csak X költségű lapon szerepelhet', 'X is allowed only on a card that costs X')
    return
  }
  int(v, path, min, max, out)
}

/** One of some strings. */
export function oneOf<T extends string>(v: unknown, path: string, values: readonly T[], out: Out): v is T {
  if (typeof v === 'string' && (values as readonly string[]).includes(v)) return true
  const list = values.map((s) => `"${s}"`).join(', ')
  report(out, path, `${show(v)} nem ezek egyike: ${list}`, `${show(v)} is not one of ${list}`)
  return false
}

/** A boolean. */
export function bool(v: unknown, path: string, out: Out): void {
  if (typeof v !== 'boolean') report(out, path, `igaz/hamis értéknek kell lennie`, `must be true or false`)
}

/** A string of 1 to `max` characters. */
export function text(v: unknown, path: string, max: number, out: Out): v is string {
  if (typeof v === 'string' && v.trim().length > 0 && v.length <= max) return true
  report(
    out,
    path,
    `1–${max} karakteres szövegnek kell lennie, nem ${show(v)}`,
    `must be a text of 1 to ${max} characters, not ${show(v)}`,
  )
  return false
}

/** A HU/EN name. */
export function localized(v: unknown, path: string, max: number, out: Out): void {
  const o = object(v, path, out)
  if (!o) return
  fields(o, path, ['hu', 'en'], [], out)
  if (o.hu !== undefined) text(o.hu, at(path, 'hu'), max, out)
  if (o.en !== undefined) text(o.en, at(path, 'en'), max, out)
}

/** The value as an array of at most `max` items, or null after reporting it. */
export function array(v: unknown, path: string, max: number, out: Out): unknown[] | null {
  if (!Array.isArray(v)) {
    report(out, path, `listának kell lennie, nem ${show(v)}`, `must be a list, not ${show(v)}`)
    return null
  }
  if (v.length > max) {
    report(out, path, `legfeljebb ${max} elemű lehet`, `may have at most ${max} items`)
    return null
  }
  return v
}
