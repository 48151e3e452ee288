/**
 * Presence: who is here and what their pointer is doing, over y-protocols Awareness.
 *
 * Awareness is ephemeral and never touches the Y.Doc, so a drag that sends 30 positions a second makes
 * the document no larger. Each peer's awareness state is one `Presence` object (net/types.ts). Remote
 * states come from other peers and are untrusted: `remotePresences` keeps only well-shaped fields and
 * drops peers without a valid `user`; a name is cleaned and capped and a colour is `#rrggbb` or grey
 * (net/sanitize.ts), since both end up in the UI's text and CSS. `throttle` limits cursor/drag updates to
 * ~30 per second.
 */
import type { Awareness } from 'y-protocols/awareness'
import { safeColour, safeName } from './sanitize'
import type { Presence } from './types'

/** Default pace for cursor and drag updates (about 30 Hz). */
export const PRESENCE_INTERVAL_MS = 1000 / 30

/** Longest display name kept from a presence (as long as a seat binding's). */
export const PRESENCE_NAME_MAX = 64
/** Longest id (public key, seat, object id) kept; longer ones are junk, and copying them along costs memory. */
const ID_MAX = 256
/** The colour shown for a presence whose colour is not `#rrggbb`. */
const FALLBACK_COLOUR = '#888888'

/** Another person's presence and the awareness client id it came from. */
export interface PeerPresence extends Presence {
  /** Awareness client id: stable for one page load of one peer. */
  clientId: number
}

/** A presence with nothing but the user filled in. */
export function initialPresence(user: Presence['user']): Presence {
  return { user, seat: null, cursor: null, drag: null, hover: null, camera: null }
}

/** Replaces this peer's whole presence. */
export function setLocalPresence(awareness: Awareness, presence: Presence): void {
  awareness.setLocalState(presence)
}

/** Merges `patch` into this peer's presence (starting from `initialPresence` of `patch.user` if none yet). */
export function patchLocalPresence(awareness: Awareness, patch: Partial<Presence>): void {
  const current = localPresence(awareness)
  if (current === null && patch.user === undefined) throw new Error('patchLocalPresence: set the user first')
  const base = current ?? initialPresence(patch.user as Presence['user'])
  awareness.setLocalState({ ...base, ...patch })
}

/** This peer's presence, or null before it was set. */
export function localPresence(awareness: Awareness): Presence | null {
  return parsePresence(awareness.getLocalState())
}

/** Every other peer's presence (not this one's), sorted by client id; malformed states are skipped. */
export function remotePresences(awareness: Awareness): PeerPresence[] {
  const out: PeerPresence[] = []
  awareness.getStates().forEach((state, clientId) => {
    if (clientId === awareness.clientID) return
    const presence = parsePresence(state)
    if (presence) out.push({ ...presence, clientId })
  })
  return out.sort((a, b) => a.clientId - b.clientId)
}

/**
 * Calls `listener` with the remote presences whenever any peer's presence changes (added, updated or
 * gone). Returns the unsubscribe function.
 */
export function onPresenceChange(awareness: Awareness, listener: (peers: PeerPresence[]) => void): () => void {
  const handler = () => listener(remotePresences(awareness))
  awareness.on('change', handler)
  return () => awareness.off('change', handler)
}

/**
 * Reads an untrusted awareness state as a Presence: null without a valid user; bad fields become null.
 * The name is cleaned and capped (safeName), a colour other than `#rrggbb` becomes grey (safeColour).
 */
export function parsePresence(state: unknown): Presence | null {
  if (!isRecord(state) || !isRecord(state.user)) return null
  const { name, colour, publicKey } = state.user
  if (typeof name !== 'string' || !isId(publicKey)) return null
  const cursor = isRecord(state.cursor) && isNum(state.cursor.x) && isNum(state.cursor.z) ? state.cursor : null
  const drag =
    isRecord(state.drag) && isId(state.drag.id) && isNum(state.drag.x) && isNum(state.drag.z) ? state.drag : null
  const camera = isCamera(state.camera)
    ? { preset: state.camera.preset, position: [...state.camera.position] as [number, number, number] }
    : null
  return {
    user: { name: safeName(name, PRESENCE_NAME_MAX), colour: safeColour(colour, FALLBACK_COLOUR), publicKey },
    seat: isId(state.seat) ? state.seat : null,
    cursor: cursor && { x: cursor.x as number, z: cursor.z as number },
    drag: drag && { id: drag.id as string, x: drag.x as number, z: drag.z as number },
    hover: isId(state.hover) ? state.hover : null,
    camera,
  }
}

/** A throttled function: call it freely; `flush` runs a pending call now, `cancel` drops it. */
export interface Throttled<A extends unknown[]> {
  (...args: A): void
  flush(): void
  cancel(): void
}

/**
 * Runs `fn` at most once per `intervalMs`: the first call at once, later calls coalesced into one
 * trailing call with the latest arguments (so the final cursor position is never lost).
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  intervalMs = PRESENCE_INTERVAL_MS,
): Throttled<A> {
  let last = -Infinity
  let pending: A | null = null
  let timer: ReturnType<typeof setTimeout> | null = null
  const run = () => {
    if (timer !== null) clearTimeout(timer)
    timer = null
    if (pending === null) return
    const args = pending
    pending = null
    last = Date.now()
    fn(...args)
  }
  const throttled = (...args: A) => {
    pending = args
    const wait = last + intervalMs - Date.now()
    if (wait <= 0) run()
    else if (timer === null) timer = setTimeout(run, wait)
  }
  throttled.flush = run
  throttled.cancel = () => {
    if (timer !== null) clearTimeout(timer)
    timer = null
    pending = null
  }
  return throttled
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isId(value: unknown): value is string {
  return typeof value === 'string' && value.length <= ID_MAX
}

function isNum(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

function isCamera(value: unknown): value is NonNullable<Presence['camera']> {
  if (!isRecord(value)) return false
  const p = value.position
  return (
    (value.preset === 'top' || value.preset === 'seat' || value.preset === 'free') &&
    Array.isArray(p) &&
    p.length === 3 &&
    p.every(isNum)
  )
}
