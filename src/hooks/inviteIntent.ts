/**
 * What the page's URL fragment asks the app to do. net/room-code.ts parses the invite itself; this
 * adds what only the app cares about: keeping a malformed code so the lobby can say what is wrong with
 * it, the optional `colour`, and turning an `auto=1` link into a room request.
 */
import { parseInviteHash, parseRoomCode } from '../../net/room-code'
import { cleanName } from '../stores/prefs'
import { gameModule } from '../games/registry'
import type { BoxId, RoomRequest } from '../stores/session'

/** The lobby's reading of an invite link. */
export interface InviteIntent {
  /** Display-form code when valid, the raw text otherwise. */
  code: string
  /** False when `code` is malformed; the lobby shows why and never joins it automatically. */
  valid: boolean
  name?: string
  password?: string
  /** A `#rrggbb` colour from the link, if any. */
  colour?: string
  auto: boolean
  create: boolean
  /** The box a created room is set up with (`box=hoth`, `box=swlcg` …); the sandbox when absent or unknown. */
  box?: BoxId
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i

/** Reads `location.hash` (or a whole URL); null when it names no room. */
export function readInvite(hashOrUrl: string): InviteIntent | null {
  const fragment = hashOrUrl.includes('#') ? hashOrUrl.slice(hashOrUrl.indexOf('#') + 1) : hashOrUrl
  const params = new URLSearchParams(fragment)
  const raw = params.get('room')
  if (raw === null || raw.trim() === '') return null
  const colour = params.get('colour') ?? params.get('color') ?? undefined
  const named = params.get('box')
  const box = gameModule(named) ? { box: named as BoxId } : {}
  const extra = { ...(colour && HEX_COLOUR.test(colour) ? { colour: colour.toLowerCase() } : {}), ...box }
  const invite = parseInviteHash(fragment)
  if (invite) return { ...invite, ...extra, valid: true }
  // A malformed code still prefills the join form, where its error is shown.
  const name = params.get('name')
  const password = params.get('pw')
  return {
    code: raw,
    valid: false,
    auto: false,
    create: false,
    ...(name ? { name } : {}),
    ...(password ? { password } : {}),
    ...extra,
  }
}

/** Who joins when a link gives no name or colour: the remembered preferences, else a default name. */
export interface IdentityFallback {
  name: string
  colour: string
  defaultName: string
}

/** The room request an `auto=1` link stands for, or null when the link only prefills the lobby. */
export function autoRequest(intent: InviteIntent | null, fallback: IdentityFallback): RoomRequest | null {
  if (!intent || !intent.valid || !intent.auto) return null
  const name = cleanName(intent.name ?? '') || cleanName(fallback.name) || fallback.defaultName
  return {
    code: intent.code,
    password: intent.password ?? '',
    name,
    colour: intent.colour ?? fallback.colour,
    create: intent.create,
    box: intent.box ?? 'sandbox',
  }
}

/** The code's canonical form for comparing two typed codes; null when malformed. */
export function canonicalCode(input: string): string | null {
  const parsed = parseRoomCode(input)
  return parsed.ok ? parsed.code : null
}
