/**
 * Plain-JSON guards: validation, deep clone and deep freeze.
 * Engine state, actions and views are plain JSON (null, booleans, finite numbers, strings, arrays and
 * plain objects). Anything else (undefined, NaN, functions, Maps, class instances, cycles) is a bug that
 * would make hashes differ between peers, so these helpers refuse it loudly with the path to the value.
 */
import type { Json } from './types'

/** A value that is not plain JSON; `path` points at it, e.g. `$.players[1].hand`. */
export class JsonError extends Error {
  /** Where the offending value sits, in `$.a[0].b` notation. */
  readonly path: string

  constructor(path: string, problem: string) {
    super(`Not plain JSON at ${path}: ${problem}`)
    this.name = 'JsonError'
    this.path = path
  }
}

/** True for `{}`-style objects (prototype Object.prototype or null), false for arrays, Maps, class instances. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/** Describes why a leaf is not JSON, or returns null when it is a valid JSON leaf or container. */
function leafProblem(value: unknown): string | null {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return null
    case 'number':
      return Number.isFinite(value) ? null : `non-finite number ${String(value)}`
    case 'object':
      if (value === null || Array.isArray(value) || isPlainObject(value)) return null
      return `object with a class (${Object.prototype.toString.call(value)})`
    default:
      return `${typeof value} value`
  }
}

/** Child path for an object key; keys that are not identifiers are quoted so paths stay unambiguous. */
export function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`
}

/**
 * Visits every node of a JSON value depth-first, throwing JsonError on anything that is not JSON,
 * on sparse arrays and on cycles. `enter` may return false to skip a container's children.
 */
function walk(value: unknown, path: string, stack: Set<object>, enter: (node: object) => boolean): void {
  const problem = leafProblem(value)
  if (problem !== null) throw new JsonError(path, problem)
  if (typeof value !== 'object' || value === null) return
  if (stack.has(value)) throw new JsonError(path, 'cycle')
  if (!enter(value)) return
  stack.add(value)
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      // A hole would serialise as null but read back as undefined: refuse it instead of guessing.
      if (!(i in value)) throw new JsonError(childPath(path, i), 'hole in array')
      walk(value[i], childPath(path, i), stack, enter)
    }
  } else {
    for (const key of Object.keys(value))
      walk((value as Record<string, unknown>)[key], childPath(path, key), stack, enter)
  }
  stack.delete(value)
}

/** Throws JsonError unless `value` is plain JSON; narrows its type on success. */
export function assertJson(value: unknown, path = '$'): asserts value is Json {
  walk(value, path, new Set(), () => true)
}

/** Deep copy of a plain-JSON value; throws JsonError on anything else. (ES2022 has no structuredClone.) */
export function cloneJson<T extends Json>(value: T): T
export function cloneJson(value: unknown): Json
export function cloneJson(value: unknown, path = '$'): Json {
  const problem = leafProblem(value)
  if (problem !== null) throw new JsonError(path, problem)
  if (typeof value !== 'object' || value === null) return value as Json
  // Cloning recursion cannot cycle undetected: a cycle would recurse forever, so check with a walk first.
  assertJson(value, path)
  return copy(value as Json)
}

/** Copies an already-validated JSON value. */
function copy(value: Json): Json {
  if (typeof value !== 'object' || value === null) return value
  if (Array.isArray(value)) return value.map(copy)
  const out: { [key: string]: Json } = {}
  for (const key of Object.keys(value)) out[key] = copy(value[key] as Json)
  return out
}

/**
 * Deep-freezes a JSON value in place and returns it, validating every node it freezes.
 * Already-frozen subtrees are skipped, so freezing each new state after `apply` only costs the nodes the
 * game created (structural sharing keeps the rest). Frozen states cannot be corrupted by a later `apply`.
 */
export function freezeJson<T>(value: T, path = '$'): T {
  walk(value, path, new Set(), (node) => {
    if (Object.isFrozen(node)) return false
    Object.freeze(node)
    return true
  })
  return value
}
