/**
 * Plain-JSON guards: validation, deep clone (checked, or unchecked for already-valid states) and deep freeze.
 * Engine state, actions and views are plain JSON (null, booleans, finite numbers, strings, arrays and
 * plain objects). Anything else (undefined, NaN, functions, Maps, class instances, cycles) is a bug that
 * would make hashes differ between peers, so these helpers refuse it loudly with the path to the value.
 *
 * One key is refused too: an object's own `__proto__` (what `JSON.parse('{"__proto__": …}')` makes). Assigning it
 * (`out[key] = …` in a copy, and lib0's decoder of every Yjs update) sets the object's prototype instead of a key,
 * so the sender, a copy and every other peer would each see a different value (and a different hash). `constructor`
 * and `prototype` are ordinary keys under JSON.parse, assignment and Yjs alike, so they stay plain data.
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

/** Deepest nesting accepted. A fixed limit (not the JS stack) keeps hostile payloads deterministic on every engine. */
export const MAX_JSON_DEPTH = 200

/** A location inside a value while it is walked: the root's name and the keys leading down from it. */
export type JsonPath = { root: string; keys: (string | number)[] }

/** Formats a path as `$.a[0]["odd key"]`; only called when reporting an error, so walking stays cheap. */
export function formatPath(path: JsonPath, last?: string | number): string {
  const keys = last === undefined ? path.keys : [...path.keys, last]
  let out = path.root
  for (const key of keys) {
    if (typeof key === 'number') out += `[${key}]`
    else out += /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`
  }
  return out
}

/** The one key refused in plain objects: it cannot be copied or sent through Yjs as a key (see the file comment). */
const FORBIDDEN_KEY = '__proto__'

/**
 * Throws if `node` is already being visited (a cycle), the nesting is too deep or it has an own `__proto__` key;
 * else marks it visited. Every walker (assertJson, cloneJson, freezeJson, canonicalJson) enters containers here.
 */
export function enterContainer(node: object, stack: Set<object>, path: JsonPath): void {
  if (stack.has(node)) throw new JsonError(formatPath(path), 'cycle')
  if (stack.size >= MAX_JSON_DEPTH) throw new JsonError(formatPath(path), `nested deeper than ${MAX_JSON_DEPTH}`)
  if (!Array.isArray(node) && Object.hasOwn(node, FORBIDDEN_KEY)) {
    throw new JsonError(formatPath(path, FORBIDDEN_KEY), `the key "${FORBIDDEN_KEY}" is not allowed`)
  }
  stack.add(node)
}

/** True for a valid JSON leaf (string, boolean, null, finite number): the walk skips these without a path step. */
function isJsonLeaf(value: unknown): boolean {
  const type = typeof value
  return type === 'string' || type === 'boolean' || value === null || (type === 'number' && Number.isFinite(value))
}

/**
 * Visits every node of a JSON value depth-first, throwing JsonError on anything that is not JSON,
 * on sparse arrays, on cycles and on nesting deeper than MAX_JSON_DEPTH. `enter` may return false to
 * skip a container's children. Valid leaves are checked in place (no recursion, no path step): states are
 * mostly leaves, and the fold walks every new node of every state.
 */
function walk(value: unknown, path: JsonPath, stack: Set<object>, enter: (node: object) => boolean): void {
  const problem = leafProblem(value)
  if (problem !== null) throw new JsonError(formatPath(path), problem)
  if (typeof value !== 'object' || value === null) return
  if (stack.has(value)) throw new JsonError(formatPath(path), 'cycle')
  if (!enter(value)) return
  enterContainer(value, stack, path)
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      // A hole would serialise as null but read back as undefined: refuse it instead of guessing.
      if (!(i in value)) throw new JsonError(formatPath(path, i), 'hole in array')
      const child: unknown = value[i]
      if (isJsonLeaf(child)) continue
      path.keys.push(i)
      walk(child, path, stack, enter)
      path.keys.pop()
    }
  } else {
    for (const key of Object.keys(value)) {
      const child = (value as Record<string, unknown>)[key]
      if (isJsonLeaf(child)) continue
      path.keys.push(key)
      walk(child, path, stack, enter)
      path.keys.pop()
    }
  }
  stack.delete(value)
}

/** Throws JsonError unless `value` is plain JSON; narrows its type on success. */
export function assertJson(value: unknown, root = '$'): asserts value is Json {
  walk(value, { root, keys: [] }, new Set(), () => true)
}

/** Deep copy of a plain-JSON value; throws JsonError on anything else. (ES2022 has no structuredClone.) */
export function cloneJson<T extends Json>(value: T): T
export function cloneJson(value: unknown): Json
export function cloneJson(value: unknown): Json {
  try {
    return copyChecked(value, 0)
  } catch (error) {
    if (error !== NOT_JSON) throw error
    // Walk again with paths to throw the JsonError that names the offending value.
    assertJson(value)
    throw new JsonError('$', 'not plain JSON')
  }
}

/**
 * Validates and copies in one pass (the fold copies every entry a peer sends), without a path or a visited set: a
 * cycle runs into the depth limit and fails like anything else, and `cloneJson` then walks again to name it. Accepts
 * exactly what `walk` accepts.
 */
function copyChecked(value: unknown, depth: number): Json {
  if (typeof value !== 'object') {
    if (!isJsonLeaf(value)) throw NOT_JSON
    return value as Json
  }
  if (value === null) return null
  if (depth >= MAX_JSON_DEPTH) throw NOT_JSON
  if (Array.isArray(value)) {
    const out: Json[] = []
    // A hole reads as undefined, which is refused like an undefined element.
    for (let i = 0; i < value.length; i++) out.push(copyChecked(value[i], depth + 1))
    return out
  }
  const proto: unknown = Object.getPrototypeOf(value)
  if ((proto !== Object.prototype && proto !== null) || Object.hasOwn(value, FORBIDDEN_KEY)) throw NOT_JSON
  const out: { [key: string]: Json } = {}
  for (const key of Object.keys(value)) out[key] = copyChecked((value as Record<string, unknown>)[key], depth + 1)
  return out
}

/**
 * Deep copy of a JSON value already known to be valid (part of a state the fold produced, which it validated and
 * froze): no validation, so it costs only the copy. Use `cloneJson` for anything from outside.
 */
export function copyJson<T extends Json>(value: T): T
export function copyJson(value: Json): Json {
  if (typeof value !== 'object' || value === null) return value
  if (Array.isArray(value)) return value.map((item) => copyJson(item))
  const out: { [key: string]: Json } = {}
  for (const key of Object.keys(value)) out[key] = copyJson(value[key] as Json)
  return out
}

/** Thrown inside `freezeNew` on the first thing that is not plain JSON; `freezeJson` then finds and names it. */
const NOT_JSON = new Error('not plain JSON')

/**
 * Validates and freezes the unfrozen part of a JSON value, children before parents, and skips frozen subtrees.
 * It is the fold's per-action cost, so it keeps no path and no visited set: a cycle among new nodes never reaches a
 * frozen node, so it runs into the depth limit and fails like any other problem, and `freezeJson` walks again with
 * paths to name it. Accepts exactly what `walk` accepts (a valid leaf, a hole, an own `__proto__`, the depth limit).
 */
function freezeNew(node: object, depth: number): void {
  if (Object.isFrozen(node)) return
  if (depth >= MAX_JSON_DEPTH) throw NOT_JSON
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) freezeChild(node[i], depth)
  } else {
    const proto: unknown = Object.getPrototypeOf(node)
    if ((proto !== Object.prototype && proto !== null) || Object.hasOwn(node, FORBIDDEN_KEY)) throw NOT_JSON
    for (const key of Object.keys(node)) freezeChild((node as Record<string, unknown>)[key], depth)
  }
  Object.freeze(node)
}

/** `freezeNew` for one child of a node at `depth`; `undefined` (also what a hole reads as) is not JSON. */
function freezeChild(child: unknown, depth: number): void {
  if (typeof child === 'object') {
    if (child !== null) freezeNew(child, depth + 1)
  } else if (!isJsonLeaf(child)) throw NOT_JSON
}

/**
 * Deep-freezes a JSON value in place and returns it, validating every node it freezes; throws JsonError (with the
 * path) on anything that is not plain JSON. Already-frozen subtrees are skipped, so freezing each new state after
 * `apply` only costs the nodes the game created (structural sharing keeps the rest). Frozen states cannot be
 * corrupted by a later `apply`.
 */
export function freezeJson<T>(value: T, root = '$'): T {
  if (typeof value !== 'object' || value === null) {
    const problem = leafProblem(value)
    if (problem !== null) throw new JsonError(root, problem)
    return value
  }
  try {
    freezeNew(value, 0)
  } catch (error) {
    if (error !== NOT_JSON) throw error
    // Walk again, validating only, to throw the JsonError that names the offending value.
    walk(value, { root, keys: [] }, new Set(), (node) => !Object.isFrozen(node))
    throw new JsonError(root, 'not plain JSON')
  }
  return value
}
