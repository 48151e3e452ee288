/**
 * Process helpers for the repo scripts (Node built-ins only: they run before `npm install`).
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Repository root (this file lives in scripts/lib/). */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

const isWindows = process.platform === 'win32'

/** Path of a locally installed npm binary (node_modules/.bin/NAME). */
export function bin(name) {
  return join(ROOT, 'node_modules', '.bin', isWindows ? `${name}.cmd` : name)
}

/** True when a local npm binary is installed. */
export function hasBin(name) {
  return existsSync(bin(name))
}

/**
 * Run a command with inherited stdio in the repository root. Resolves with its exit code (a command
 * killed by a signal counts as 1); never rejects for a non-zero exit, only for a command that cannot start.
 */
export function run(command, args = [], options = {}) {
  return new Promise((resolvePromise, reject) => {
    // npm and .cmd shims need a shell on Windows; elsewhere we spawn directly so arguments stay intact.
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', shell: isWindows, ...options })
    child.on('error', reject)
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)))
  })
}

/** Run a command and throw when it fails, naming the command. */
export async function runOrThrow(command, args = [], options = {}) {
  const code = await run(command, args, options)
  if (code !== 0) throw new Error(`\`${[command, ...args].join(' ')}\` failed (exit code ${code})`)
}

/** Print a step banner. */
export function banner(text) {
  console.log(`\n\u001b[1m▶ ${text}\u001b[0m`)
}

/** Seconds with one decimal, for summaries. */
export function seconds(ms) {
  return `${(ms / 1000).toFixed(1)}s`
}
