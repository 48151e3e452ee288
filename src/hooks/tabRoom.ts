/**
 * The room this browser tab sits at, kept in sessionStorage: it survives a reload and a reopened tab (the
 * browser restores a tab's session storage with it) but not a new tab, so a reload lands straight back at
 * the table while a second tab still starts in the lobby. Only a room the tab actually reached is kept, never
 * one it was still trying to join, and leaving for the lobby forgets it.
 */
import type { RoomRequest } from '../stores/session'
import { canonicalCode } from './inviteIntent'

/** sessionStorage key of the remembered room. */
export const TAB_ROOM_KEY = 'holotable.tabRoom'

/** What is remembered: enough to rejoin, never to create (the room exists). */
type TabRoom = Pick<RoomRequest, 'code' | 'password' | 'name' | 'colour'>

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    // Storage can be disabled (privacy settings, sandboxed frames): then a reload goes to the lobby.
    return null
  }
}

/** Remembers that this tab sits at `request`'s room. */
export function rememberTabRoom(request: RoomRequest): void {
  const { code, password = '', name, colour } = request
  try {
    storage()?.setItem(TAB_ROOM_KEY, JSON.stringify({ code, password, name, colour } satisfies TabRoom))
  } catch {
    // A full or disabled storage only costs the automatic rejoin.
  }
}

/** Forgets the tab's room (the player left for the lobby). */
export function forgetTabRoom(): void {
  try {
    storage()?.removeItem(TAB_ROOM_KEY)
  } catch {
    // Nothing to forget.
  }
}

/**
 * The request that rejoins the room this tab sat at, when it is the room `code` names; null otherwise, and
 * for anything malformed in storage (it is read as untrusted text).
 */
export function tabRoomRequest(code: string): RoomRequest | null {
  let saved: unknown
  try {
    saved = JSON.parse(storage()?.getItem(TAB_ROOM_KEY) ?? 'null')
  } catch {
    return null
  }
  if (!saved || typeof saved !== 'object') return null
  const { code: savedCode, password, name, colour } = saved as Record<string, unknown>
  if (typeof savedCode !== 'string' || typeof name !== 'string' || typeof colour !== 'string') return null
  const wanted = canonicalCode(code)
  if (!wanted || canonicalCode(savedCode) !== wanted || name.trim() === '') return null
  return {
    code: wanted,
    password: typeof password === 'string' ? password : '',
    name,
    colour,
    create: false,
    box: 'sandbox',
  }
}
