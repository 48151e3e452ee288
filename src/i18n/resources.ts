/**
 * Translation resources: every `locales/<lang>/<ns>.json` file, bundled by vite at build time, grouped
 * into i18next's `{ lang: { ns: strings } }` shape. Other parts of the app add a namespace by adding
 * a JSON file per language; nothing here needs to change.
 */

/** Languages the UI is written in; the first is the fallback. */
export const LANGUAGES = ['en', 'hu'] as const

/** A UI language. */
export type Language = (typeof LANGUAGES)[number]

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

/** The bundled resources of the app. */
export const resources: Resources = groupResources(
  import.meta.glob<{ default: Strings }>('./locales/*/*.json', { eager: true }),
)
