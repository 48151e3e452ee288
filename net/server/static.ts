/**
 * Static file serving for the built app (dist/app): content types, index.html fallback for client-side
 * routes, and no way out of the root (no `..`, no encoded `..`, no symlink escaping it, no dotfiles).
 */
import { createReadStream } from 'node:fs'
import { realpath, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'

/** Content types by extension; anything else is served as application/octet-stream. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
  '.glb': 'model/gltf-binary',
  '.gltf': 'model/gltf+json',
  '.ktx2': 'image/ktx2',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
}

/** Content type for a file name. */
export function contentTypeFor(fileName: string): string {
  return CONTENT_TYPES[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream'
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void

/**
 * Serve files under `rootDir`. A path whose last segment has no extension and matches no file gets
 * index.html (the app's own routes); a missing file with an extension is a 404.
 */
export function createStaticHandler(rootDir: string): Handler {
  const root = path.resolve(rootDir)
  let realRoot: Promise<string> | null = null

  const serve = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return plain(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' })
    const pathname = safePathname(req.url ?? '/')
    if (pathname === null) return plain(res, 400, 'Bad path')
    // resolve() on a normalised absolute path cannot climb above root; the check below is belt and braces.
    const target = path.resolve(root, '.' + pathname)
    if (target !== root && !target.startsWith(root + path.sep)) return plain(res, 403, 'Forbidden')

    realRoot ??= realpath(root).catch(() => root)
    const file = await findFile(target, await realRoot)
    if (file) return sendFile(req, res, file, pathname.startsWith('/assets/'))
    if (path.posix.extname(pathname) !== '') return plain(res, 404, 'Not found')
    const index = await findFile(path.join(root, 'index.html'), await realRoot)
    if (index) return sendFile(req, res, index, false)
    return plain(res, 503, 'The app is not built yet: run `npm run build` (or `npm start`).')
  }

  return (req, res) => {
    serve(req, res).catch(() => {
      if (!res.headersSent) plain(res, 500, 'Internal error')
      else res.destroy()
    })
  }
}

/**
 * Decode and normalise a request path. Returns null for malformed encodings, NUL bytes, backslashes,
 * any `..` segment, or a hidden (dot) segment; otherwise an absolute POSIX path.
 */
export function safePathname(url: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(new URL(url, 'http://x').pathname)
  } catch {
    return null
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null
  const segments = decoded.split('/')
  if (segments.some((s) => s === '..' || (s.startsWith('.') && s !== ''))) return null
  return path.posix.normalize('/' + decoded)
}

interface FoundFile {
  path: string
  size: number
  mtime: Date
}

/** A regular file at `target` whose real path stays inside `realRoot`, or null. */
async function findFile(target: string, realRoot: string): Promise<FoundFile | null> {
  try {
    const real = await realpath(target)
    if (real !== realRoot && !real.startsWith(realRoot + path.sep)) return null
    const info = await stat(real)
    return info.isFile() ? { path: real, size: info.size, mtime: info.mtime } : null
  } catch {
    return null
  }
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: FoundFile, immutable: boolean): void {
  const lastModified = file.mtime.toUTCString()
  const headers: Record<string, string | number> = {
    'Content-Type': contentTypeFor(file.path),
    'Last-Modified': lastModified,
    'X-Content-Type-Options': 'nosniff',
    // Vite puts content-hashed files under /assets/; everything else (index.html, models) may change.
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  }
  if (req.headers['if-modified-since'] === lastModified) {
    res.writeHead(304, headers).end()
    return
  }
  res.writeHead(200, { ...headers, 'Content-Length': file.size })
  if (req.method === 'HEAD') {
    res.end()
    return
  }
  const stream = createReadStream(file.path)
  stream.on('error', () => res.destroy())
  stream.pipe(res)
}

function plain(res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...extra }).end(text + '\n')
}
