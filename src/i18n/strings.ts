/**
 * The shape of translation strings and the two helpers that handle it: grouping `locales/<lang>/<ns>.json`
 * glob results into i18next's `{ lang: { ns: strings } }`, and listing a namespace's keys. Pure, so both the
 * per-language chunks (bundles/) and the all-languages test resources (resources.ts) use it.
 */

/** A namespace's strings: nested objects of strings. */
export interface Strings {
  [key: string]: string | Strings
}

/** All resources: language → namespace → strings. */
export type Resources = Record<string, Record<string, Strings>>

/** Groups glob results (`./locales/<lang>/<ns>.json` → module) into i18next resources. */
export function groupResources(files: Record<string, { default: Strings } | Strings>): Resources {
  const out: Resources = {}
  for (const [path, mod] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path)
    if (!match) continue
    const [, lang, ns] = match as unknown as [string, string, string]
    // Eager JSON imports arrive as modules with a default export; accept both shapes.
    const strings = 'default' in mod && typeof mod.default === 'object' ? (mod.default as Strings) : (mod as Strings)
    ;(out[lang] ??= {})[ns] = strings
  }
  return out
}

/** Every key of a namespace, dotted ("a.b.c"), sorted. */
export function flattenKeys(strings: Strings, prefix = ''): string[] {
  const keys: string[] = []
  for (const [key, value] of Object.entries(strings)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') keys.push(path)
    else keys.push(...flattenKeys(value, path))
  }
  return keys.sort()
}
