/**
 * The two ends of one bootstrap transfer over a SealedChannel, independent of PeerJS so tests can run
 * them over an in-memory link.
 *
 *   joiner                               source
 *   hello(sv_j)             ───────▶     (refuses and closes if hello does not open with the room key)
 *                           ◀───────     state(update the joiner lacks, sv_s)
 *   apply (whole, verified)
 *   back(update the source lacks) ───▶   apply
 *                           ◀───────     ack
 *
 * The source sends no document byte before the joiner's hello authenticated, so a peer without the
 * password learns nothing but that someone answered.
 */
import type * as Y from 'yjs'
import type { SealedChannel } from './channel'
import { ChannelError } from './channel'
import { HELLO_WAIT_MS, STALL_MS } from './constants'
import { decodeBytesBody, decodeStateBody, encodeBytesBody, encodeStateBody } from './messages'
import { applyVerified, missingFor, stateVectorOf } from './syncPlan'

/**
 * How long the source waits for `back` after sending `state`: the joiner first has to receive and
 * apply the whole document, which on a slow link takes far longer than a stall.
 */
const BACK_WAIT_MS = 120_000
/** The joiner does not hold up the room for the ack: its own state is complete once `state` applied. */
const ACK_WAIT_MS = 5000

/** What the joiner got. */
export interface JoinerOutcome {
  /** Size of the update received (what this document lacked), in bytes. */
  bytes: number
  /** Size of the update sent back (what the source lacked). */
  sentBytes: number
}

/** Runs the joiner's side; throws ChannelError if the source fails before `state` was applied. */
export async function runJoinerSession(
  channel: SealedChannel,
  doc: Y.Doc,
  onProgress?: (fraction: number) => void,
): Promise<JoinerOutcome> {
  await channel.send('hello', encodeBytesBody(stateVectorOf(doc)))
  const state = decodeStateBody(await channel.next('state', { stallMs: STALL_MS, onProgress }))
  if (!state || !applyVerified(doc, state.update)) throw new ChannelError('invalid')
  let sentBytes = 0
  // From here on our document is complete; the rest only spares y-webrtc from carrying our offline
  // edits to this source, so a failure is not an error of the bootstrap.
  try {
    const back = missingFor(doc, state.stateVector)
    if (back) {
      await channel.send('back', encodeBytesBody(back))
      sentBytes = back.byteLength
      await channel.next('ack', { stallMs: ACK_WAIT_MS })
    }
  } catch {
    // y-webrtc's own sync step 2 carries whatever the source did not get.
  }
  return { bytes: state.update.byteLength, sentBytes }
}

/** Runs the source's side for one joiner; resolves when done, throws ChannelError on failure. */
export async function runSourceSession(channel: SealedChannel, doc: Y.Doc): Promise<void> {
  const hello = decodeBytesBody(await channel.next('hello', { stallMs: HELLO_WAIT_MS }))
  const update = hello && missingFor(doc, hello)
  if (!update) throw new ChannelError('invalid')
  await channel.send('state', encodeStateBody({ update, stateVector: stateVectorOf(doc) }))
  const back = decodeBytesBody(await channel.next('back', { stallMs: BACK_WAIT_MS }))
  if (!back || !applyVerified(doc, back)) throw new ChannelError('invalid')
  await channel.send('ack', new Uint8Array(0))
}
