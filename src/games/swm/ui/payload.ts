/** Reading a legal action's payload safely (the panels label buttons from them): a field, or a string field. Pure. */
import type { Json } from '../../../../engine/core/types'
import type { SwmAction } from '../../../../engine/games/swm'

/** A field of an action's payload, or undefined when the payload is no record. */
export function payloadField(action: SwmAction, key: string): Json | undefined {
  const p = action.payload
  return p !== null && typeof p === 'object' && !Array.isArray(p) ? p[key] : undefined
}

/** A string field of an action's payload, or null. */
export function payloadString(action: SwmAction, key: string): string | null {
  const value = payloadField(action, key)
  return typeof value === 'string' ? value : null
}
