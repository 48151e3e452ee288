/**
 * Make sure node_modules matches package-lock.json. A stamp file holding the lockfile's hash records the
 * last successful install, so the check is free when nothing changed.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { banner, ROOT, run } from './run.mjs'

const LOCKFILE = join(ROOT, 'package-lock.json')
const MODULES = join(ROOT, 'node_modules')
const STAMP = join(MODULES, '.holotable-install-stamp')

/** SHA-256 of the lockfile, or of package.json when there is no lockfile. */
function lockHash() {
  const file = existsSync(LOCKFILE) ? LOCKFILE : join(ROOT, 'package.json')
  return createHash('sha256').update(readFileSync(file)).digest('hex')
}

/** True when node_modules is missing or was installed from another lockfile. */
export function dependenciesStale() {
  if (!existsSync(MODULES)) return true
  try {
    return readFileSync(STAMP, 'utf8').trim() !== lockHash()
  } catch {
    return true
  }
}

/**
 * Install npm packages when needed: `npm ci` on a fresh clone (exact lockfile), `npm install` when
 * node_modules exists (it updates in place instead of wiping it) or when `npm ci` refuses an out-of-sync
 * or missing lockfile. Returns true when it installed. Throws when installing fails.
 */
export async function ensureDependencies() {
  if (!dependenciesStale()) return false
  const npm = 'npm'
  const flags = ['--no-audit', '--no-fund']
  let code = 1
  if (!existsSync(MODULES) && existsSync(LOCKFILE)) {
    banner('Installing npm packages (npm ci)')
    code = await run(npm, ['ci', ...flags])
    if (code !== 0) console.log('npm ci failed (lockfile out of sync?); trying npm install')
  }
  if (code !== 0) {
    banner('Installing npm packages (npm install)')
    code = await run(npm, ['install', ...flags])
  }
  if (code !== 0) throw new Error(`npm install failed (exit code ${code}); is the npm registry reachable?`)
  // npm install may have rewritten the lockfile: stamp what is there now.
  writeFileSync(STAMP, lockHash() + '\n')
  return true
}
