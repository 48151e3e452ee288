/**
 * Builds the app into dist/app once per test run: only when it is missing or older than its sources,
 * and under a lock file so that parallel test files (or a bench next to a test) do not build twice.
 */
import { execFileSync } from 'node:child_process'
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Repository root (this file lives in tests/e2e/). */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const DIST_INDEX = join(ROOT, 'dist/app/index.html')
const LOCK = join(ROOT, 'dist/.app-build.lock')
const MODEL = join(ROOT, 'public/models/trooper.glb')
const MODEL_SCRIPT = join(ROOT, 'scripts/make-models.ts')

/** Everything that ends up in the bundle; tests and the Node server are not part of it. */
const SOURCE_DIRS = ['src', 'net', 'engine', 'public']
const SOURCE_FILES = ['index.html', 'vite.config.ts', 'package.json']

/** Newest modification time (ms) of the app's sources. */
function newestSource(): number {
  let newest = 0
  const visit = (path: string): void => {
    const st = statSync(path, { throwIfNoEntry: false })
    if (!st) return
    if (st.isDirectory()) {
      for (const name of readdirSync(path)) {
        // Tests and the server never reach the browser bundle: editing them must not force a rebuild.
        if (name === 'node_modules' || name === 'server' || /\.test\.tsx?$/.test(name)) continue
        visit(join(path, name))
      }
    } else newest = Math.max(newest, st.mtimeMs)
  }
  for (const dir of SOURCE_DIRS) visit(join(ROOT, dir))
  for (const file of SOURCE_FILES) visit(join(ROOT, file))
  return newest
}

/** True when dist/app is missing, older than a source file, or a development build. */
export function appIsStale(): boolean {
  const built = statSync(DIST_INDEX, { throwIfNoEntry: false })
  return !built || built.mtimeMs < newestSource() || isDevelopmentBuild()
}

/**
 * True when the bundle carries React's development build. A `vite build` run with NODE_ENV=test (as any
 * child of Vitest is) makes one; it is several times slower and not what users get.
 */
function isDevelopmentBuild(): boolean {
  const html = readFileSync(DIST_INDEX, 'utf8')
  // The entry script and its modulepreloads: React is in one of them (the app is split into chunks).
  return [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].some((m) => {
    const bundle = join(ROOT, 'dist/app', m[1]!)
    return existsSync(bundle) && readFileSync(bundle, 'utf8').includes('registerInternalModuleStart')
  })
}

/** True while the process that wrote the lock file is alive. */
function lockHolderAlive(): boolean {
  try {
    const pid = Number(readFileSync(LOCK, 'utf8'))
    // An empty file is a lock being written right now.
    if (!(pid > 0)) return true
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Runs a command in the repository root, surfacing its output only when it fails. */
function run(command: string, args: string[]): void {
  try {
    // Vitest sets NODE_ENV=test, and a vite build under it bundles React's development build (slow,
    // noisy): the suite must test what users get.
    const env = { ...process.env, NODE_ENV: 'production', NO_COLOR: '1', FORCE_COLOR: '0' }
    execFileSync(command, args, { cwd: ROOT, env, stdio: 'pipe', timeout: 300_000 })
  } catch (error) {
    const e = error as { stdout?: Buffer; stderr?: Buffer; message: string }
    // The tail says what broke; a whole vite stack trace would bury it.
    const output = `${e.stdout ?? ''}\n${e.stderr ?? ''}`.trim().slice(-3000)
    throw new Error(`${command} ${args.join(' ')} failed:\n${output}`)
  }
}

/** Builds models (if the script exists and they are missing) and the app, once, under the lock. */
export async function ensureAppBuilt(): Promise<void> {
  if (!existsSync(MODEL) && existsSync(MODEL_SCRIPT)) {
    // Models are part of public/, so a build after this picks them up.
    await withLock(() => {
      if (!existsSync(MODEL)) run('npx', ['tsx', MODEL_SCRIPT])
    })
  }
  if (!appIsStale()) return
  await withLock(() => {
    // Another process may have built while we waited for the lock.
    if (appIsStale()) run('npx', ['vite', 'build', '--logLevel', 'warn'])
  })
}

/** Runs `work` while holding the build lock; a lock left by a dead process is taken over. */
async function withLock(work: () => void): Promise<void> {
  mkdirSync(dirname(LOCK), { recursive: true })
  const deadline = Date.now() + 300_000
  for (;;) {
    try {
      const fd = openSync(LOCK, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      break
    } catch {
      if (!lockHolderAlive()) rmSync(LOCK, { force: true })
      else if (Date.now() > deadline) throw new Error(`timed out waiting for the build lock ${LOCK}`)
      else await new Promise((r) => setTimeout(r, 500))
    }
  }
  try {
    work()
  } finally {
    rmSync(LOCK, { force: true })
  }
}
