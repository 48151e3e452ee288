/**
 * Room codes and invite links.
 *
 * A room code is 8 characters of Crockford base32 (40 random bits from `crypto.getRandomValues`),
 * shown as `XXXX-XXXX`. Typed codes are forgiving: case does not matter, dashes and spaces are
 * ignored, and the look-alikes O→0 and I/L→1 are folded, as Crockford's alphabet intends.
 *
 * Invite links carry the room in the URL fragment (never sent to the server):
 * `…/#room=K7QF-2MXD&name=Anna&pw=secret&auto=1&create=1` — see the App URL contract in the team brief.
 */
import type { LocalizedText } from '../engine'

/** Crockford's base32 alphabet: no I, L, O or U, so a read-aloud code is hard to mistype. */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** Characters in a room code, without the dash. */
export const CODE_LENGTH = 8

/** A fresh random room code in display form, e.g. "K7QF-2MXD". */
export function generateRoomCode(): string {
  const bytes = new Uint8Array(CODE_LENGTH)
  crypto.getRandomValues(bytes)
  // 256 is a multiple of 32, so taking the low 5 bits keeps every character equally likely.
  let raw = ''
  for (const b of bytes) raw += CODE_ALPHABET[b & 31]
  return formatRoomCode(raw)
}

/** Inserts the display dash: "K7QF2MXD" → "K7QF-2MXD". Expects an already normalised code. */
export function formatRoomCode(raw: string): string {
  return `${raw.slice(0, 4)}-${raw.slice(4)}`
}

/** Result of reading a code a person typed. */
export type ParsedCode = { ok: true; code: string } | { ok: false; reason: LocalizedText }

/**
 * Normalises a typed room code to display form, or explains what is wrong with it.
 * "k7qf 2mxd", "K7QF-2MXD" and "K7QF2MXD" all give "K7QF-2MXD"; "O" reads as 0, "I"/"L" as 1.
 */
export function parseRoomCode(input: string): ParsedCode {
  const folded = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
  if (folded.length !== CODE_LENGTH) {
    return {
      ok: false,
      reason: {
        hu: `A szobakód ${CODE_LENGTH} karakterből áll (például K7QF-2MXD).`,
        en: `A room code has ${CODE_LENGTH} characters (for example K7QF-2MXD).`,
      },
    }
  }
  for (const ch of folded) {
    if (!CODE_ALPHABET.includes(ch)) {
      return {
        ok: false,
        reason: {
          hu: `Érvénytelen karakter a szobakódban: „${ch}”.`,
          en: `Invalid character in the room code: "${ch}".`,
        },
      }
    }
  }
  return { ok: true, code: formatRoomCode(folded) }
}

/** True when `input` is a code in any accepted typed form. */
export function isValidRoomCode(input: string): boolean {
  return parseRoomCode(input).ok
}

/** What an invite link says: the room and, optionally, who joins and how. */
export interface Invite {
  /** Room code in display form. */
  code: string
  /** Display name to join with. */
  name?: string
  /** Room password. */
  password?: string
  /** Join at once, without showing the lobby. */
  auto: boolean
  /** Create the room with the sandbox box when joining. */
  create: boolean
}

/**
 * Builds an invite link: `base` (e.g. `location.origin + '/'`) plus a `#room=…` fragment.
 * Optional fields are left out when absent; `auto`/`create` appear as `=1` only when true.
 */
export function buildInviteLink(base: string, invite: Partial<Invite> & { code: string }): string {
  const params = new URLSearchParams()
  params.set('room', invite.code)
  if (invite.name) params.set('name', invite.name)
  if (invite.password) params.set('pw', invite.password)
  if (invite.auto) params.set('auto', '1')
  if (invite.create) params.set('create', '1')
  return `${base.replace(/#.*$/, '')}#${params.toString()}`
}

/**
 * Reads an invite from a URL fragment (`location.hash`, with or without `#`) or a whole URL.
 * Returns null when there is no `room` parameter or its code is not valid.
 */
export function parseInviteHash(hashOrUrl: string): Invite | null {
  const hashAt = hashOrUrl.indexOf('#')
  const fragment = hashAt >= 0 ? hashOrUrl.slice(hashAt + 1) : hashOrUrl
  const params = new URLSearchParams(fragment)
  const room = params.get('room')
  if (room === null) return null
  const parsed = parseRoomCode(room)
  if (!parsed.ok) return null
  const invite: Invite = { code: parsed.code, auto: isTrue(params.get('auto')), create: isTrue(params.get('create')) }
  const name = params.get('name')
  if (name) invite.name = name
  const password = params.get('pw')
  if (password) invite.password = password
  return invite
}

/** Flags accept 1/true/yes so hand-written links work too. */
function isTrue(value: string | null): boolean {
  return value !== null && ['1', 'true', 'yes'].includes(value.toLowerCase())
}
