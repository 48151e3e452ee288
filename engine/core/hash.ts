/**
 * Canonical JSON and state hashes.
 * Canonical form: JSON with object keys sorted by UTF-16 code units (JS's default sort, identical on every
 * engine), no whitespace, numbers and strings as `JSON.stringify` writes them (both fixed by ECMA-262).
 * `hashState` is the hex SHA-256 of the UTF-8 bytes of that form, so two peers (or two runs, or two
 * processes) agree on a hash exactly when they agree on the state.
 */
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import { JsonError, enterContainer, formatPath, isPlainObject } from './json'
import type { JsonPath } from './json'

/** Encodes a plain-JSON value canonically; throws JsonError (with a path) on undefined, NaN, functions, cycles… */
export function canonicalJson(value: unknown): string {
  const parts: string[] = []
  encode(value, { root: '$', keys: [] }, parts, new Set())
  return parts.join('')
}

/** Appends the canonical encoding of `value` to `out`; `stack` holds the containers being encoded (cycle guard). */
function encode(value: unknown, path: JsonPath, out: string[], stack: Set<object>): void {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      out.push(JSON.stringify(value))
      return
    case 'number':
      if (!Number.isFinite(value)) throw new JsonError(formatPath(path), `non-finite number ${String(value)}`)
      // JSON.stringify writes -0 as 0, which is what we want: -0 and 0 are the same JSON number.
      out.push(JSON.stringify(value))
      return
    case 'object':
      if (value === null) {
        out.push('null')
        return
      }
      encodeContainer(value, path, out, stack)
      return
    default:
      throw new JsonError(formatPath(path), `${typeof value} value`)
  }
}

/** Encodes an array or plain object; rejects class instances, holes, cycles and too deep nesting. */
function encodeContainer(value: object, path: JsonPath, out: string[], stack: Set<object>): void {
  if (!Array.isArray(value) && !isPlainObject(value)) {
    throw new JsonError(formatPath(path), `object with a class (${Object.prototype.toString.call(value)})`)
  }
  enterContainer(value, stack, path)
  if (Array.isArray(value)) {
    out.push('[')
    for (let i = 0; i < value.length; i++) {
      if (!(i in value)) throw new JsonError(formatPath(path, i), 'hole in array')
      if (i > 0) out.push(',')
      path.keys.push(i)
      encode(value[i], path, out, stack)
      path.keys.pop()
    }
    out.push(']')
  } else {
    out.push('{')
    const keys = Object.keys(value).sort()
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i] as string
      if (i > 0) out.push(',')
      out.push(JSON.stringify(key), ':')
      path.keys.push(key)
      encode((value as Record<string, unknown>)[key], path, out, stack)
      path.keys.pop()
    }
    out.push('}')
  }
  stack.delete(value)
}

/** Hex SHA-256 of a string's UTF-8 bytes. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)))
}

/** Hex SHA-256 of the canonical JSON of `state`: stable across peers, runs and processes. */
export function hashState(state: unknown): string {
  return sha256Hex(canonicalJson(state))
}
