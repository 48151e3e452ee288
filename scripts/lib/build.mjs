/**
 * Build the GLB models (scripts/make-models.ts, when it exists) and the app (vite build → dist/app),
 * each only when stale unless forced. Models first: vite copies public/ into the bundle.
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { withLock } from './lock.mjs'
import { banner, bin, ROOT, runOrThrow } from './run.mjs'

const DIST_INDEX = join(ROOT, 'dist/app/index.html')
const LOCK = join(ROOT, 'dist/.app-build.lock')
const MODEL_SCRIPT = join(ROOT, 'scripts/make-models.ts')
const MODEL_DIR = join(ROOT, 'public/models')
/** What ends up in the browser bundle. */
const SOURCES = ['src', 'engine', 'net', 'public', 'index.html', 'vite.config.ts', 'package.json']

/** Newest mtime (ms) under `path`, skipping what never reaches the bundle (tests, the Node server). */
function newestMtime(path) {
  const info = statSync(path, { throwIfNoEntry: false })
  if (!info) return 0
  if (!info.isDirectory()) return info.mtimeMs
  let newest = 0
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name === 'server' || /\.test\.tsx?$/.test(name)) continue
    newest = Math.max(newest, newestMtime(join(path, name)))
  }
  return newest
}

/** True when dist/app is missing or older than any app source. */
export function appStale() {
  const built = statSync(DIST_INDEX, { throwIfNoEntry: false })
  if (!built) return true
  return SOURCES.some((source) => newestMtime(join(ROOT, source)) > built.mtimeMs)
}

/**
 * True when the model script exists and public/models has no .glb yet. (Models are committed and the
 * script is deterministic, so a present model is trusted; `npm run build` regenerates them anyway.)
 */
export function modelsStale() {
  if (!existsSync(MODEL_SCRIPT)) return false
  return !existsSync(MODEL_DIR) || !readdirSync(MODEL_DIR).some((n) => n.endsWith('.glb'))
}

/** Generate models and build the app as needed (everything when `force`). Returns what it built. */
export async function ensureBuilt({ force = false } = {}) {
  return withLock(LOCK, async () => {
    const built = { models: false, app: false }
    if (existsSync(MODEL_SCRIPT) && (force || modelsStale())) {
      banner('Generating models (scripts/make-models.ts)')
      await runOrThrow(bin('tsx'), [MODEL_SCRIPT])
      built.models = true
    }
    // Checked after the models: fresh models under public/ make the app stale.
    if (force || appStale()) {
      banner('Building the app (vite build)')
      // Always a production bundle, even when started from a test runner that sets NODE_ENV=test.
      await runOrThrow(bin('vite'), ['build', '--logLevel', 'warn'], {
        env: { ...process.env, NODE_ENV: 'production' },
      })
      built.app = true
    }
    if (!built.models && !built.app) console.log('App and models are up to date.')
    return built
  })
}
