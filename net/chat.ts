/**
 * The room's chat: signed lines in the document's `chat` array.
 *
 * Every line is signed by its author's key over a domain-separated encoding of its fields, so a peer cannot
 * put words in another player's mouth (Yjs lets anyone write anything). Readers are tolerant: malformed,
 * oversized or badly signed values are skipped, never shown and never thrown on.
 */
import type * as Y from 'yjs'
import { canonicalJson, isPlainObject } from '../engine'
import type { LocalizedText } from '../engine'
import { verify, type Identity } from './identity'
import { isHex } from './log-entry'
import { schema, type ChatMessage } from './schema'
import type { NetResult } from './types'

/** Longest line, in characters. */
export const CHAT_MAX_CHARS = 500
/** Longest author name kept. */
const NAME_MAX = 64
const SIGN_DOMAIN = 'holotable/chat/v1\n'
const encoder = new TextEncoder()

/** Transaction origin of chat writes. */
export const CHAT_ORIGIN = 'holotable/chat'

/** The bytes a line's signature covers. */
function signedBytes(m: Omit<ChatMessage, 'sig'>): Uint8Array {
  return encoder.encode(SIGN_DOMAIN + canonicalJson({ from: m.from, name: m.name, text: m.text, at: m.at }))
}

/** Appends `text` as `name`, signed by `identity`; refuses an empty or too long line with a reason. */
export function sendChat(doc: Y.Doc, identity: Identity, name: string, text: string, at: number): NetResult {
  const line = text.trim()
  if (line.length === 0) return refuse({ hu: 'Üres üzenetet nem lehet küldeni.', en: 'A message cannot be empty.' })
  if (line.length > CHAT_MAX_CHARS) {
    return refuse({
      hu: `Az üzenet legfeljebb ${CHAT_MAX_CHARS} karakter lehet (ez ${line.length}).`,
      en: `A message can be at most ${CHAT_MAX_CHARS} characters (this one is ${line.length}).`,
    })
  }
  const body = { from: identity.publicKey, name: name.slice(0, NAME_MAX), text: line, at: Math.round(at) }
  const message: ChatMessage = { ...body, sig: identity.sign(signedBytes(body)) }
  doc.transact(() => schema.chat(doc).push([message]), CHAT_ORIGIN)
  return { ok: true }
}

// Lines read from Yjs are the same objects every time: verify each signature once.
const verdicts = new WeakMap<object, boolean>()

/** The last `limit` well-formed, correctly signed lines, oldest first. */
export function readChat(doc: Y.Doc, limit = 200): ChatMessage[] {
  const all = schema.chat(doc).toArray() as unknown[]
  const out: ChatMessage[] = []
  for (let i = all.length - 1; i >= 0 && out.length < limit; i--) {
    const value = all[i]
    if (isValidLine(value)) out.push(value)
  }
  return out.reverse()
}

/** Shape and signature check of an untrusted value (cached per object). */
function isValidLine(value: unknown): value is ChatMessage {
  if (!isPlainObject(value)) return false
  const known = verdicts.get(value)
  if (known !== undefined) return known
  const m = value as Record<string, unknown>
  const ok =
    isHex(m.from, 64) &&
    typeof m.name === 'string' &&
    m.name.length <= NAME_MAX &&
    typeof m.text === 'string' &&
    m.text.length > 0 &&
    m.text.length <= CHAT_MAX_CHARS &&
    typeof m.at === 'number' &&
    Number.isFinite(m.at) &&
    isHex(m.sig, 128) &&
    verify(m.from, signedBytes(m as unknown as ChatMessage), m.sig)
  verdicts.set(value, ok)
  return ok
}

const refuse = (reason: LocalizedText): NetResult => ({ ok: false, reason })
