/**
 * The people in a room as awareness shows them: name, colour, seat, and which entry is you.
 * Cursor and drag updates also change awareness many times a second; the snapshot only changes when
 * something this list shows changes, so the status bar does not re-render on every pointer move.
 */
import { useMemo, useSyncExternalStore } from 'react'
import type { Awareness } from 'y-protocols/awareness'
import { PRESENCE_NAME_MAX } from '../../net/presence'
import { safeColour, safeName } from '../../net/sanitize'
import type { Presence } from '../../net/types'

/** Longest key or seat id kept from a presence; anything longer is junk from a hostile peer. */
const ID_MAX = 256
/** A short string as is, anything else (another type, a megabyte of text) as `fallback`. */
const shortString = <T>(value: unknown, fallback: T): string | T =>
  typeof value === 'string' && value.length <= ID_MAX ? value : fallback

/** One person in the room. */
export interface Peer {
  clientId: number
  name: string
  colour: string
  /** ed25519 public key (hex): the same key the seats map binds. */
  publicKey: string
  /** Seat the person's presence claims; the seats map is the authority. */
  seat: string | null
  /** True for this browser. */
  self: boolean
}

/**
 * Reads the peer list from awareness states; you first, then others by name. States are untrusted: names are
 * cleaned and capped, colours are `#rrggbb` or grey (they go into CSS), over-long ids are dropped.
 */
export function peersFrom(states: Map<number, Record<string, unknown>>, selfId: number): Peer[] {
  const peers: Peer[] = []
  for (const [clientId, state] of states) {
    const user = (state as Partial<Presence>).user
    if (!user) continue // a peer whose presence has not arrived yet
    peers.push({
      clientId,
      name: safeName(user.name, PRESENCE_NAME_MAX),
      colour: safeColour(user.colour),
      publicKey: shortString(user.publicKey, ''),
      seat: shortString(state.seat, null),
      self: clientId === selfId,
    })
  }
  return peers.sort(
    (a, b) => Number(b.self) - Number(a.self) || a.name.localeCompare(b.name) || a.clientId - b.clientId,
  )
}

// The key is part of it: who is online decides whom a waiting roll calls offline.
const key = (peers: Peer[]) =>
  peers.map((p) => `${p.clientId}\u0000${p.name}\u0000${p.colour}\u0000${p.seat}\u0000${p.publicKey}`).join('\u0001')

/** A useSyncExternalStore source of peers for one awareness instance. */
export function peersSource(awareness: Awareness) {
  let current: Peer[] = []
  let currentKey = '\u0002' // matches nothing, so the first read builds the list
  return {
    subscribe(onChange: () => void) {
      awareness.on('change', onChange)
      return () => awareness.off('change', onChange)
    },
    getSnapshot(): Peer[] {
      const next = peersFrom(awareness.getStates() as Map<number, Record<string, unknown>>, awareness.clientID)
      const nextKey = key(next)
      if (nextKey !== currentKey) {
        current = next
        currentKey = nextKey
      }
      return current
    },
  }
}

const none: Peer[] = []
const noSource = { subscribe: () => () => {}, getSnapshot: () => none }

/** The people in the room (including you), or [] without a room. */
export function usePeers(awareness: Awareness | null | undefined): Peer[] {
  const source = useMemo(() => (awareness ? peersSource(awareness) : noSource), [awareness])
  return useSyncExternalStore(source.subscribe, source.getSnapshot)
}
