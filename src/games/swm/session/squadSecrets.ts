/**
 * A squad list's secret until the reveal: the list and its salt stay in this browser (localStorage, so a reload
 * before the reveal keeps them) and only the commitment goes into the log ("Titokban állítsd össze a csapatodat").
 * Once both seats have committed, the page reveals the list it holds (useSwmGame).
 */
import type { Json, LocalizedText, SeatId } from '../../../../engine/core/types'
import { commitSquad } from '../../../../engine/games/swm'
import type { SquadList } from '../../../../engine/games/swm/squadList'

/** A committed list's secret. */
export interface SquadSecret {
  list: SquadList
  salt: string
}

/** Where secrets are kept: localStorage in the app, a map in tests. */
export type SecretStore = Pick<Storage, 'getItem' | 'setItem'>

/** This browser's localStorage, or null where there is none (a test's Node, a locked-down browser). */
function browserStore(): SecretStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

const key = (room: string, seat: SeatId, hash: string) => `holotable:swm-squad:${room}:${seat}:${hash}`

const NOT_KEPT: LocalizedText = {
  hu: 'A böngésző nem engedi elmenteni a csapatot, így egy újratöltés elveszítené: a kötelezettségvállalás nem ment el.',
  en: 'This browser will not store the squad, so a reload would lose it: nothing was committed.',
}

/** 32 random bytes in hex: the commitment's salt. */
function newSalt(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * Seals `list` for `seat` in room `room`: keeps the list and a fresh salt here and returns the commitment to send as
 * `commit-squad { hash }`, or why the list cannot be sealed.
 */
export function sealSquad(
  room: string,
  seat: SeatId,
  list: SquadList,
  store: SecretStore | null = browserStore(),
): { ok: true; hash: string } | { ok: false; reason: LocalizedText } {
  if (!store) return { ok: false, reason: NOT_KEPT }
  const salt = newSalt()
  const sealed = commitSquad(list, salt)
  if (!sealed.ok) return { ok: false, reason: sealed.error.reason }
  try {
    store.setItem(key(room, seat, sealed.value), JSON.stringify({ list, salt } satisfies SquadSecret))
  } catch {
    // Without the secret kept, a reload before the reveal would lose the list and stall the game: do not commit.
    return { ok: false, reason: NOT_KEPT }
  }
  return { ok: true, hash: sealed.value }
}

/** The secret this browser keeps for `seat`'s commitment `hash`, or null (another browser's, lost, or altered). */
export function squadSecret(
  room: string,
  seat: SeatId,
  hash: string,
  store: SecretStore | null = browserStore(),
): SquadSecret | null {
  if (!store) return null
  try {
    const secret = JSON.parse(store.getItem(key(room, seat, hash)) ?? 'null') as SquadSecret | null
    if (!secret || typeof secret !== 'object') return null
    const check = commitSquad(secret.list as unknown as Json, secret.salt)
    return check.ok && check.value === hash ? secret : null
  } catch {
    return null
  }
}
