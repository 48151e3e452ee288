/**
 * Canonical JSON and state hashes.
 * Canonical form: JSON with object keys sorted by UTF-16 code units (JS's default sort, identical on every
 * engine), no whitespace, numbers and strings as `JSON.stringify` writes them (both fixed by ECMA-262).
 * `hashState` is the hex SHA-256 of the UTF-8 bytes of that form, so two peers (or two runs, or two
 * processes) agree on a hash exactly when they agree on the state.
 */
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import { JsonError, childPath, isPlainObject } from './json'

/** Encodes a plain-JSON value canonically; throws JsonError (with a path) on undefined, NaN, functions, cycles… */
export function canonicalJson(value: unknown): string {
  const parts: string[] = []
  encode(value, '$', parts, new Set())
  return parts.join('')
}

/** Appends the canonical encoding of `value` to `out`; `stack` holds the containers being encoded (cycle guard). */
function encode(value: unknown, path: string, out: string[], stack: Set<object>): void {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      out.push(JSON.stringify(value))
      return
    case 'number':
      if (!Number.isFinite(value)) throw new JsonError(path, `non-finite number ${String(value)}`)
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
      throw new JsonError(path, `${typeof value} value`)
  }
}

/** Encodes an array or plain object; rejects class instances, holes and cycles. */
function encodeContainer(value: object, path: string, out: string[], stack: Set<object>): void {
  if (stack.has(value)) throw new JsonError(path, 'cycle')
  stack.add(value)
  if (Array.isArray(value)) {
    out.push('[')
    for (let i = 0; i < value.length; i++) {
      if (!(i in value)) throw new JsonError(childPath(path, i), 'hole in array')
      if (i > 0) out.push(',')
      encode(value[i], childPath(path, i), out, stack)
    }
    out.push(']')
  } else if (isPlainObject(value)) {
    out.push('{')
    const keys = Object.keys(value).sort()
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i] as string
      if (i > 0) out.push(',')
      out.push(JSON.stringify(key), ':')
      encode(value[key], childPath(path, key), out, stack)
    }
    out.push('}')
  } else {
    throw new JsonError(path, `object with a class (${Object.prototype.toString.call(value)})`)
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
