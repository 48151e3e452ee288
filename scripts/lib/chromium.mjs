/**
 * Make sure the Debian Chromium the end-to-end tests drive is installed (playwright-core does not bring
 * a browser). Installs it with apt-get when running as root; otherwise explains what to run.
 */
import { existsSync } from 'node:fs'
import { banner, runOrThrow } from './run.mjs'

/** Where playwright-core is pointed at (tests/e2e/harness.ts). */
export const CHROMIUM = '/usr/bin/chromium'
const PACKAGES = ['chromium', 'fonts-dejavu-core']

/** Resolve when Chromium is present; install it as root; otherwise print the command and return false. */
export async function ensureChromium(path = CHROMIUM) {
  if (existsSync(path)) return true
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    console.error(
      `\nChromium is needed for the end-to-end tests and ${path} is missing. Install it with:\n\n` +
        `  sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y ${PACKAGES.join(' ')}\n\n` +
        'or skip the browser tests with `npm test -- --quick`.\n',
    )
    return false
  }
  banner(`Installing ${PACKAGES.join(' ')} with apt-get`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  await runOrThrow('apt-get', ['update'], { env })
  await runOrThrow('apt-get', ['install', '-y', ...PACKAGES], { env })
  if (!existsSync(path)) throw new Error(`apt-get installed chromium but ${path} is still missing`)
  return true
}
