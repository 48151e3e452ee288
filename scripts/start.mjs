#!/usr/bin/env node
/**
 * `npm start`: install npm packages if needed, build models and app if stale, then run the server
 * (net/server/main.ts), which prints the URLs to open. Node built-ins only: this runs before npm install.
 *
 *   node scripts/start.mjs [--no-install] [--no-build] [--build-only] [--force-build] [-- server flags]
 *
 * Every argument it does not know is passed on to the server (see net/server/README.md), e.g.
 * `npm start -- --port 9000`.
 */
import { spawn } from 'node:child_process'
import { ensureBuilt } from './lib/build.mjs'
import { ensureDependencies } from './lib/install.mjs'
import { ROOT } from './lib/run.mjs'

const OWN_FLAGS = new Set(['--no-install', '--no-build', '--build-only', '--force-build'])
const argv = process.argv.slice(2)
const flags = new Set(argv.filter((a) => OWN_FLAGS.has(a)))
const serverArgs = argv.filter((a) => !OWN_FLAGS.has(a) && a !== '--')

async function main() {
  if (!flags.has('--no-install')) await ensureDependencies()
  if (!flags.has('--no-build')) await ensureBuilt({ force: flags.has('--force-build') })
  if (flags.has('--build-only')) return 0

  // `node --import tsx` runs the TypeScript server in this child directly (the tsx CLI would add a
  // second process between us and the server).
  const child = spawn(process.execPath, ['--import', 'tsx', 'net/server/main.ts', ...serverArgs], {
    cwd: ROOT,
    stdio: 'inherit',
  })
  // Ctrl+C in a terminal reaches the server too (same process group), which then closes cleanly; a
  // signal sent to this process alone is passed on. Either way we wait for the server to exit.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      setTimeout(() => child.exitCode === null && child.kill(signal), 300).unref()
    })
  }
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code, signal) => resolve(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1)))
  })
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(
      `\n${flags.has('--build-only') ? 'Build' : 'npm start'} failed: ${error instanceof Error ? error.message : error}`,
    )
    process.exit(1)
  },
)
