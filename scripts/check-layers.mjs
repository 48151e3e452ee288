#!/usr/bin/env node
/**
 * Layer and cycle check (part of `npm run lint`):
 * - engine/ imports nothing from net/ or src/, nor react, three, yjs, y-*, peerjs or Node built-ins
 *   (its tests and benches may use Node);
 * - net/ imports nothing from src/, nor react or three;
 * - a game's folder (src/games/<id>) imports nothing from another game's, so a game is one folder to add or remove;
 * - src/lib/ (shared by several games) may use a game's painters and models (src/games/<id>/pieces), never its table;
 * - no circular imports (dpdm; type-only imports and dynamic import() ignored).
 * Prints every offence as file:line and exits 1 if there is any.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { bin, ROOT } from './lib/run.mjs'

const NODE_BUILTINS = new Set(builtinModules)
const isNode = (spec) => spec.startsWith('node:') || NODE_BUILTINS.has(spec.split('/')[0])
const isReact = (spec) => /^(react|react-dom)(\/|$)/.test(spec) || spec.startsWith('@react-three/')
const isThree = (spec) => /^three(\/|$)/.test(spec)
const isYjs = (spec) => /^(yjs|y-[\w-]+)(\/|$)/.test(spec)
const isPeerJs = (spec) => /^peerjs(\/|$)/.test(spec)

/** Layer rules: for files under `dir`, a function naming why an import is forbidden (or null). */
const RULES = [
  {
    dir: 'engine',
    exempt: (file) => /\.(test|bench)\.tsx?$/.test(file),
    why: (spec, target) =>
      target === 'net' || target === 'src'
        ? `engine/ must not import ${target}/`
        : isReact(spec) || isThree(spec) || isYjs(spec) || isPeerJs(spec) || isNode(spec)
          ? `engine/ is pure and must not import ${spec}`
          : null,
  },
  {
    dir: 'net',
    exempt: () => false,
    why: (spec, target) =>
      target === 'src'
        ? 'net/ must not import src/'
        : isReact(spec) || isThree(spec)
          ? `net/ must not import ${spec}`
          : null,
  },
  {
    dir: join('src', 'games'),
    // The contract and the registry (files directly in src/games) are no game's.
    exempt: (file) => dirname(file) === join(ROOT, 'src', 'games'),
    why: (_spec, _target, path, file) => {
      const own = relative(join(ROOT, 'src', 'games'), file).split(sep)[0]
      const [top, sub, game, ...rest] = path?.split(sep) ?? []
      return top === 'src' && sub === 'games' && rest.length > 0 && game !== own
        ? `src/games/${own} must not import another game's folder`
        : null
    },
  },
  {
    dir: join('src', 'lib'),
    exempt: () => false,
    why: (_spec, _target, path) => {
      const parts = path?.split(sep) ?? []
      return parts[0] === 'src' && parts[1] === 'games' && parts[3] !== 'pieces'
        ? "src/lib/ may import a game's pieces/ only"
        : null
    },
  },
]

/** All .ts/.tsx files under a directory. */
function sourceFiles(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

/** Import specifiers of a file with their 1-based line numbers (static, re-export, dynamic, require). */
export function importsOf(text) {
  const found = []
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ]
  // Blank out comments (keeping newlines) so commented-out imports do not count.
  const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (c) => c.replace(/[^\n]/g, ' '))
  for (const pattern of patterns) {
    for (const match of code.matchAll(pattern)) {
      const offset = match.index + match[0].lastIndexOf(match[1])
      found.push({ spec: match[1], line: code.slice(0, offset).split('\n').length })
    }
  }
  return found
}

/** Which top-level folder of ours a relative import lands in, or null for packages. */
function targetOf(file, spec) {
  if (!spec.startsWith('.')) return null
  const path = relative(ROOT, resolve(dirname(file), spec))
  return path.split(sep)[0] ?? null
}

function layerOffences() {
  const offences = []
  for (const rule of RULES) {
    for (const file of sourceFiles(join(ROOT, rule.dir))) {
      if (rule.exempt(file)) continue
      for (const { spec, line } of importsOf(readFileSync(file, 'utf8'))) {
        const path = spec.startsWith('.') ? relative(ROOT, resolve(dirname(file), spec)) : null
        const why = rule.why(spec, targetOf(file, spec), path, file)
        if (why) offences.push(`${relative(ROOT, file)}:${line}: ${why} ('${spec}')`)
      }
    }
  }
  return offences
}

/** Run dpdm over the app entry and every src/net/engine module; returns its exit status. */
function circularCheck() {
  const entries = [
    ...['src/main.tsx', 'src/main.ts'].filter((f) => existsSync(join(ROOT, f))),
    ...sourceFiles(join(ROOT, 'src')).map((f) => relative(ROOT, f)),
    ...sourceFiles(join(ROOT, 'net')).map((f) => relative(ROOT, f)),
    ...sourceFiles(join(ROOT, 'engine')).map((f) => relative(ROOT, f)),
  ]
  if (entries.length === 0) return 0
  const result = spawnSync(
    bin('dpdm'),
    // A dynamic import() runs later, never while its importer is being evaluated, so a cycle through one is
    // harmless: the game registry names every game's lazily loaded table, and tables use what the lobby uses.
    [
      '--no-warning',
      '--no-tree',
      '--no-progress',
      '-T',
      '--skip-dynamic-imports',
      'circular',
      '--exit-code',
      'circular:1',
      ...entries,
    ],
    { cwd: ROOT, encoding: 'utf8', shell: process.platform === 'win32' },
  )
  if (result.error) throw result.error
  // dpdm's stderr is progress noise; its report is on stdout (stderr only matters if it crashed).
  if (result.status !== 0) process.stdout.write(result.stdout || result.stderr)
  return result.status ?? 1
}

const offences = layerOffences()
for (const offence of offences) console.error(offence)
const circular = circularCheck()
if (offences.length > 0 || circular !== 0) {
  console.error(
    `\nLayer check failed: ${offences.length} layer offence(s)${circular !== 0 ? ', circular imports' : ''}.`,
  )
  process.exit(1)
}
console.log('Layers and imports OK (no layer offences, no circular imports).')
