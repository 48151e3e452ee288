#!/usr/bin/env node
/**
 * `npm test`: the whole check, as CI runs it. Node built-ins only (it runs before npm install).
 *
 *   node scripts/test.mjs [--quick] [--only unit|integration|e2e]
 *
 * Steps, stopping at the first failure: npm packages → Chromium (only when e2e runs) → lint → typecheck
 * → build → bundle budget (scripts/check-bundle.mjs: the lobby's first load) → vitest unit → integration
 * → e2e. `--quick` skips e2e; `--only X` runs just that vitest project (plus the build and the bundle budget
 * for integration and e2e). Ends with a summary and one plain line `N passed, N failed`
 * counting vitest tests; a failed step that is not a test (lint, a file that cannot load, …) counts as
 * one failure, so the line never reads "0 failed" for a failed run.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs, stripVTControlCharacters } from 'node:util'
import { ensureBuilt } from './lib/build.mjs'
import { ensureChromium } from './lib/chromium.mjs'
import { ensureDependencies } from './lib/install.mjs'
import { banner, bin, run, seconds } from './lib/run.mjs'

const PROJECTS = ['unit', 'integration', 'e2e']

const { values } = parseArgs({
  options: { quick: { type: 'boolean' }, only: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
})
if (values.help) {
  console.log('Usage: npm test [-- --quick | --only unit|integration|e2e]')
  process.exit(0)
}
if (values.only !== undefined && !PROJECTS.includes(values.only)) {
  console.error(`--only takes one of: ${PROJECTS.join(', ')}`)
  process.exit(2)
}

const projects = values.only ? [values.only] : PROJECTS.filter((p) => !(values.quick && p === 'e2e'))
const full = !values.only
const needsBuild = full || values.only !== 'unit'
const reportDir = mkdtempSync(join(tmpdir(), 'holotable-test-'))
const counts = { passed: 0, failed: 0 }
/** What each failed test said, for the short digest printed after the summary (a CI log may show only its tail). */
const failures = []

/** Run one vitest project, adding its test counts; returns true when it passed. */
async function vitest(project) {
  const report = join(reportDir, `${project}.json`)
  const code = await run(bin('vitest'), [
    'run',
    '--project',
    project,
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ])
  let failed = 0
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'))
    counts.passed += json.numPassedTests ?? 0
    // A test file that fails without a failed test in it (it does not load, a hook throws) is one failure.
    const brokenFiles = (json.testResults ?? []).filter(
      (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'),
    )
    failed = (json.numFailedTests ?? 0) + brokenFiles.length
    failures.push(...failureDigest(json))
  } catch {
    // No report: vitest did not get far enough to write one.
  }
  // A run that failed with nothing counted (no report, an unhandled error after the tests) is one failure.
  counts.failed += code !== 0 && failed === 0 ? 1 : failed
  return code === 0
}

/** One short line per failed test of a vitest JSON report (or file that failed to run): name and first words. */
function failureDigest(json) {
  const plain = (text) =>
    stripVTControlCharacters(String(text ?? ''))
      .replace(/\s+/g, ' ')
      .trim()
  return (json.testResults ?? []).flatMap((file) => {
    const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed')
    if (tests.length === 0 && file.status === 'failed') return [`${file.name}: ${plain(file.message).slice(0, 400)}`]
    return tests.map((t) => `${t.fullName}: ${plain(t.failureMessages?.[0]).slice(0, 400)}`)
  })
}

/** The steps, in order; each returns true on success. */
const steps = [
  ['npm packages', async () => (await ensureDependencies(), true)],
  ...(projects.includes('e2e') ? [['chromium', () => ensureChromium()]] : []),
  ...(full
    ? [
        ['lint', async () => (await run('npm', ['run', '--silent', 'lint'])) === 0],
        ['typecheck', async () => (await run('npm', ['run', '--silent', 'typecheck'])) === 0],
      ]
    : []),
  ...(needsBuild
    ? [
        ['build', async () => (await ensureBuilt(), true)],
        ['bundle budget', async () => (await run(process.execPath, ['scripts/check-bundle.mjs'])) === 0],
      ]
    : []),
  ...projects.map((project) => [`vitest ${project}`, () => vitest(project)]),
]

const results = []
for (const [name, step] of steps) {
  banner(name)
  const started = Date.now()
  let ok
  try {
    ok = await step()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    ok = false
  }
  results.push({ name, ok, ms: Date.now() - started })
  if (!ok) {
    if (!name.startsWith('vitest ')) counts.failed += 1
    break
  }
}
rmSync(reportDir, { recursive: true, force: true })

console.log('\nSummary')
for (const { name, ok, ms } of results) console.log(`  ${ok ? 'ok  ' : 'FAIL'}  ${name.padEnd(18)} ${seconds(ms)}`)
for (const [name] of steps.slice(results.length)) console.log(`  skip  ${name}`)
if (failures.length) console.log(`\nFailed\n${failures.map((line) => `  ${line}`).join('\n')}`)
console.log(`${counts.passed} passed, ${counts.failed} failed`)
process.exit(results.every((r) => r.ok) && results.length === steps.length ? 0 : 1)
