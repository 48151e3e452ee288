/**
 * Random and adversarial frames for fuzz.test.ts, drawn from a seeded Rng so a failing run replays.
 * Each generator returns what to send: a string (text frame) or a Buffer with `binary` (a Buffer sent as
 * text carries bytes that may not be UTF-8, which the server must refuse cleanly).
 */
import type { Rng } from '../../../engine'
import { deepArray } from './attack'

/** One websocket message to send. */
export interface FuzzFrame {
  data: string | Buffer
  binary: boolean
}

const text = (data: string): FuzzFrame => ({ data, binary: false })

/** Random bytes, `max` at most. */
export function randomBytes(rng: Rng, max: number): Buffer {
  const bytes = Buffer.alloc(rng.int(0, max))
  for (let i = 0; i < bytes.length; i++) bytes[i] = rng.int(0, 255)
  return bytes
}

/** A random string of any code points: controls, ANSI escapes, lone surrogates, astral characters. */
export function randomUnicode(rng: Rng, max: number): string {
  const parts: string[] = []
  for (let n = rng.int(0, max); n > 0; n--) {
    const kind = rng.int(0, 5)
    if (kind === 0) parts.push(String.fromCharCode(rng.int(0, 0x1f)))
    else if (kind === 1) parts.push('\u001b[31m')
    else if (kind === 2) parts.push(String.fromCharCode(rng.int(0xd800, 0xdfff)))
    else if (kind === 3) parts.push(String.fromCodePoint(rng.int(0x10000, 0x10ffff)))
    else parts.push(String.fromCharCode(rng.int(0x20, 0xfffd)))
  }
  return parts.join('')
}

/** A random JSON value nested up to `depth`, with up to `width` members per level. */
export function randomJson(rng: Rng, depth: number, width = 4): unknown {
  const kind = depth <= 0 ? rng.int(0, 3) : rng.int(0, 5)
  switch (kind) {
    case 0:
      return rng.int(-1e6, 1e6) / rng.int(1, 7)
    case 1:
      return randomUnicode(rng, 12)
    case 2:
      return rng.pick([null, true, false, 0, -0, 1e308, ''])
    case 3:
      return 'x'.repeat(rng.int(0, 3000))
    case 4:
      return Array.from({ length: rng.int(0, width) }, () => randomJson(rng, depth - 1, width))
    default: {
      const object: Record<string, unknown> = {}
      for (let i = rng.int(0, width); i > 0; i--) {
        object[rng.pick(['type', 'topic', 'topics', 'data', 'clients', '__proto__', 'dst', randomUnicode(rng, 4)])] =
          randomJson(rng, depth - 1, width)
      }
      return object
    }
  }
}

/** `depth` nested objects: `{"a":{"a":…}}`. */
export function deepObject(depth: number): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)
}

/** One adversarial /signal frame. `healthyTopic` frames are kept small (the caller budgets them). */
export function signalFrame(rng: Rng, healthyTopic: string): FuzzFrame {
  const topic = (): string => rng.pick([healthyTopic, 'junk', `t${rng.int(0, 50)}`, randomUnicode(rng, 20) || 'u'])
  switch (rng.int(0, 15)) {
    case 0:
      return { data: randomBytes(rng, 2000), binary: true }
    case 1:
      // Bytes that are (probably) not UTF-8 in a text frame: ws must refuse them (1007), nothing else.
      return { data: randomBytes(rng, 200), binary: false }
    case 2:
      return text(JSON.stringify(randomJson(rng, rng.int(0, 60))))
    case 3:
      return text(`{"type":"publish","topic":"${topic()}","data":${deepArray(rng.int(30, 20_000))}}`)
    case 4:
      return text(`{"type":"subscribe","topics":[${deepObject(rng.int(30, 20_000))}]}`)
    case 5:
      return text(
        JSON.stringify({
          type: rng.pick(['subscribe', 'publish']),
          topics: ['x'.repeat(rng.int(500, 100_000))],
          topic: 'y'.repeat(rng.int(500, 100_000)),
        }),
      )
    case 6:
      return text(
        JSON.stringify({ type: 'subscribe', topics: Array.from({ length: rng.int(10, 20_000) }, (_, i) => `s${i}`) }),
      )
    case 7:
      return text(JSON.stringify(randomUnicode(rng, 300)))
    case 8: {
      const whole = JSON.stringify({ type: 'publish', topic: topic(), data: randomJson(rng, 4) })
      return text(whole.slice(0, rng.int(0, whole.length - 1)))
    }
    case 9:
      return text(
        JSON.stringify(
          rng.pick<unknown>([
            { type: 'publish', topic: 5 },
            { type: 'publish', topic: ['a'] },
            { type: 'subscribe', topics: { 0: 'a' } },
            { type: 'subscribe', topics: [1, null] },
            { type: ['publish'], topic: 'a' },
            { type: 'unsubscribe', topics: 'a' },
            { type: 'ping', extra: deepArray(5) },
            { type: 'publish', topic: '' },
            null,
            [],
            'publish',
          ]),
        ),
      )
    case 10:
      return text(
        JSON.stringify({ type: 'subscribe', topics: Array.from({ length: 64 }, () => `storm-${rng.int(0, 1e6)}`) }),
      )
    case 11:
      return text(JSON.stringify({ type: 'publish', topic: `t${rng.int(0, 50)}`, data: randomJson(rng, 6, 6) }))
    case 12:
      // Valid-looking, small, onto the healthy pair's topic: they must ignore it, and lose nothing.
      return text(
        `{"type":"publish","topic":${JSON.stringify(healthyTopic)},"clients":"x","data":${JSON.stringify(randomUnicode(rng, 100))}}   `,
      )
    case 13:
      return text(JSON.stringify({ type: 'unsubscribe', topics: [topic(), topic()] }))
    case 14: {
      // A topic with no quote, backslash or control character, so the text stays valid JSON.
      const plain = Array.from(topic(), (c) => (c < ' ' || c === '"' || c === '\\' ? '' : c)).join('')
      return text(`{"type":"publish","topic":"${plain}","data":"}}}]]]\\"{{{[[["}`)
    }
    default:
      return text(JSON.stringify({ type: 'publish', topic: healthyTopic.slice(0, -1), data: null }))
  }
}

/** One adversarial /peerjs frame from a registered attacker. `victims` are the healthy ids. */
export function peerJsFrame(rng: Rng, victims: string[]): FuzzFrame {
  const dst = (): unknown =>
    rng.pick<unknown>([...victims, 'ghost', `nobody-${rng.int(0, 99)}`, 5, null, {}, ['a'], '', 'bad id!'])
  const type = (): unknown =>
    rng.pick<unknown>([
      'OFFER',
      'ANSWER',
      'CANDIDATE',
      'LEAVE',
      'EXPIRE',
      'OPEN',
      'HEARTBEAT',
      'ID-TAKEN',
      'ERROR',
      5,
      null,
      'offer',
    ])
  switch (rng.int(0, 9)) {
    case 0:
      return text(`not json ${randomUnicode(rng, 40)}`)
    case 1:
      return text(`{"type":"OFFER","dst":"${rng.pick(victims)}","payload":${deepArray(rng.int(33, 20_000))}}`)
    case 2:
      return text(`{"type":"CANDIDATE","dst":"${rng.pick(victims)}","payload":{"c":${deepObject(rng.int(33, 5000))}}}`)
    case 3:
      return text(JSON.stringify({ type: type(), dst: dst(), payload: randomJson(rng, 5) }))
    case 4:
      return text(
        JSON.stringify(
          rng.pick<unknown>([
            null,
            5,
            'OFFER',
            [],
            [{ type: 'OFFER' }],
            { type: 'LEAVE' },
            { type: 'LEAVE', dst: null },
          ]),
        ),
      )
    case 5:
      return { data: randomBytes(rng, 3000), binary: rng.int(0, 1) === 1 }
    case 6:
      return text(JSON.stringify({ type: 'HEARTBEAT', junk: randomUnicode(rng, 50) }))
    case 7:
      return text(
        JSON.stringify({
          type: 'OFFER',
          dst: `nobody-${rng.int(0, 9)}`,
          payload: { sdp: 'x'.repeat(rng.int(0, 20_000)) },
        }),
      )
    case 8:
      return text(
        JSON.stringify({
          type: rng.pick(['OFFER', 'CANDIDATE']),
          dst: dst(),
          payload: { sdp: randomUnicode(rng, 200) },
        }),
      )
    default:
      return text(
        JSON.stringify({
          type: 'OFFER',
          dst: rng.pick(victims),
          payload: { sdp: 'y'.repeat(rng.int(65 * 1024, 200 * 1024)) },
        }),
      )
  }
}

/** Every UTF-8 byte of `text` as %XX (encodeURIComponent throws on lone surrogates). */
function percentEncode(text: string): string {
  return Array.from(Buffer.from(text, 'utf8'), (b) => `%${b.toString(16).padStart(2, '0')}`).join('')
}

/** A junk HTTP request: method, raw path, optional body. */
export function junkRequest(rng: Rng): { method: string; path: string; body?: string } {
  const path = rng.pick([
    '/peerjs/peerjs/id',
    '/peerjs/',
    '/peerjs/peerjs/peers',
    '/peerjs/%zz/id',
    `/peerjs/${percentEncode(randomUnicode(rng, 30))}/id`,
    '/peerjs/peerjs/offer',
    `/peerjs/peerjs/${'a'.repeat(rng.int(1, 8000))}`,
    '/signal',
    '/health?x=%00',
    '/config.json',
    '/../../etc/passwd',
    `/${percentEncode(randomUnicode(rng, 50))}`,
    '/%E0%A4%A',
  ])
  const method = rng.pick(['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PROPFIND', 'HEAD'])
  const body = method === 'POST' || method === 'PUT' ? JSON.stringify(randomJson(rng, 8)) : undefined
  return { method, path, body }
}

/** A junk PeerJS websocket query string (bad ids, missing parameters, wrong key, huge values, stolen ids). */
export function junkPeerJsQuery(rng: Rng, victims: string[]): string {
  return rng.pick([
    `key=peerjs&id=${percentEncode(randomUnicode(rng, 20))}&token=t`,
    'key=peerjs&id=&token=t',
    'key=peerjs&token=t',
    `key=nope&id=atk-key-${rng.int(0, 99)}&token=t`,
    `key=peerjs&id=${'a'.repeat(rng.int(65, 4000))}&token=t`,
    `key=peerjs&id=ok-${rng.int(0, 99)}&token=${'t'.repeat(rng.int(65, 4000))}`,
    `key=peerjs&id=${rng.pick(victims)}&token=not-the-owner`,
    `id=x&id=y&key=peerjs&key=other&token=t`,
  ])
}
