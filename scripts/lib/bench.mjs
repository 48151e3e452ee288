#!/usr/bin/env node
/**
 * `npm run bench`: run every tests/bench/*-bench.ts with tsx, one after another (engine, doc, browser
 * first, then any others by name), and report which failed. Benchmarks print their own figures.
 */
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { banner, bin, ROOT, run, seconds } from './run.mjs'

const DIR = join(ROOT, 'tests/bench')
const FIRST = ['engine-bench.ts', 'doc-bench.ts', 'browser-bench.ts']

const found = existsSync(DIR) ? readdirSync(DIR).filter((n) => n.endsWith('-bench.ts')) : []
const ordered = [...FIRST.filter((n) => found.includes(n)), ...found.filter((n) => !FIRST.includes(n)).sort()]
if (ordered.length === 0) {
  console.log('No benchmarks in tests/bench/ (files named *-bench.ts).')
  process.exit(0)
}

const results = []
for (const name of ordered) {
  banner(`bench ${name}`)
  const started = Date.now()
  const code = await run(bin('tsx'), [join(DIR, name), ...process.argv.slice(2)])
  results.push({ name, ok: code === 0, ms: Date.now() - started })
}
console.log('\nBenchmarks')
for (const { name, ok, ms } of results) console.log(`  ${ok ? 'ok  ' : 'FAIL'}  ${name.padEnd(22)} ${seconds(ms)}`)
process.exit(results.every((r) => r.ok) ? 0 : 1)
