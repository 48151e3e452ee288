/**
 * File names of a drop: the path each file had (folders included), what kind of file it is, natural sorting,
 * and the index that resolves a deck list's `front` / `back` to one dropped image (case-insensitive, folders
 * ignored unless the list names them).
 */

/** What a dropped file is to the importer. */
export type FileKind = 'image' | 'list' | 'room' | 'junk' | 'other'

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'jfif', 'webp', 'gif', 'bmp', 'avif'])
const LIST_EXTENSIONS = new Set(['json', 'csv', 'tsv'])
/** Files the operating system leaves in folders; skipped without a word. */
const JUNK = new Set(['thumbs.db', 'desktop.ini'])

// Paths of dropped files: a file taken from a dropped folder does not carry its folder in the File itself.
const paths = new WeakMap<File, string>()

/** Records the path `file` had in a dropped folder (used by the drop zone while it walks the folder). */
export function rememberPath(file: File, path: string): void {
  paths.set(file, normalisePath(path))
}

/** The file's path as dropped or picked: folders and name, '/'-separated; just the name when there is none. */
export function pathOf(file: File): string {
  const relative = (file as File & { webkitRelativePath?: string }).webkitRelativePath
  return paths.get(file) ?? normalisePath(relative || file.name)
}

/** Backslashes to slashes, no leading or doubled slashes, no `./`. */
export function normalisePath(path: string): string {
  return path
    .replace(/\\/g, '/')
    .split('/')
    .filter((part) => part !== '' && part !== '.')
    .join('/')
}

/** The last part of a path. */
export function baseName(path: string): string {
  const parts = normalisePath(path).split('/')
  return parts[parts.length - 1] ?? ''
}

/** The folder part of a path ('' when none). */
export function folderOf(path: string): string {
  const parts = normalisePath(path).split('/')
  return parts.slice(0, -1).join('/')
}

/** The extension, lower case, without the dot ('' when none). */
export function extension(name: string): string {
  const base = baseName(name)
  const dot = base.lastIndexOf('.')
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : ''
}

/** The name without its extension. */
export function stem(name: string): string {
  const base = baseName(name)
  const dot = base.lastIndexOf('.')
  return dot > 0 ? base.slice(0, dot) : base
}

/** Sorts out a file by its name (and its MIME type, when the name says nothing). */
export function fileKind(path: string, mime = ''): FileKind {
  const base = baseName(path).toLowerCase()
  if (base.startsWith('.') || JUNK.has(base)) return 'junk'
  const ext = extension(base)
  if (ext === 'holotable') return 'room'
  if (LIST_EXTENSIONS.has(ext)) return 'list'
  if (IMAGE_EXTENSIONS.has(ext)) return 'image'
  // SVG is not accepted: it is not a raster picture and the table stores only raster images.
  if (ext === '' && mime.startsWith('image/') && mime !== 'image/svg+xml') return 'image'
  return 'other'
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

/** Natural order: "card 2" before "card 10", case ignored; ties broken by the plain string order. */
export function naturalCompare(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0)
}

/** How a reference from a list resolved. */
export type Resolved =
  | { ok: true; key: string }
  | { ok: false; code: 'url-not-supported' | 'unknown-image' }
  | { ok: false; code: 'ambiguous-image'; candidates: string[] }

/** The dropped images, found by the names a list gives them. Keys are the images' paths. */
export class ImageIndex {
  private readonly byName = new Map<string, string[]>()

  constructor(readonly paths: readonly string[]) {
    for (const path of paths) {
      const name = baseName(path).toLowerCase()
      const list = this.byName.get(name) ?? []
      list.push(path)
      this.byName.set(name, list)
    }
  }

  /**
   * Finds the image a list means by `ref`: by file name, case-insensitive. When two dropped images share that
   * name, folders in `ref` pick one ("light/back.png"); otherwise the reference is ambiguous. A URL or data URI
   * is refused: the network is closed to the table, so the image file itself must be dropped.
   */
  resolve(ref: string): Resolved {
    const wanted = normalisePath(ref.trim())
    if (/^(https?:|data:|file:|ftp:)/i.test(ref.trim())) return { ok: false, code: 'url-not-supported' }
    const matches = this.byName.get(baseName(wanted).toLowerCase()) ?? []
    if (matches.length === 0) return { ok: false, code: 'unknown-image' }
    if (matches.length === 1) return { ok: true, key: matches[0] as string }
    const suffix = '/' + wanted.toLowerCase()
    const narrowed = matches.filter((path) => ('/' + path.toLowerCase()).endsWith(suffix))
    if (narrowed.length === 1) return { ok: true, key: narrowed[0] as string }
    return { ok: false, code: 'ambiguous-image', candidates: narrowed.length > 1 ? narrowed : matches }
  }
}
