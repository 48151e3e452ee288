import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { CatchUp } from './catchUp'
import { boxContext, deriveBootstrapKey, seal, type BootstrapKey } from './crypto'
import { encodeAnswerBody, makeAnswer, newRequestId, parseDiscovery } from './messages'
import { registerOwn } from './ownIds'
import type { PubSub } from './signaling'

const GRACE = 30

/** A pub/sub that records what was published. */
function recordingPubSub(): PubSub & { published: unknown[] } {
  const published: unknown[] = []
  return { published, publish: (d) => published.push(d), onMessage: () => {}, onConnect: () => {}, close: () => {} }
}

function docWith(lines: number): Y.Doc {
  const doc = new Y.Doc()
  for (let i = 0; i < lines; i++) doc.getArray('chat').push([i])
  return doc
}

/** An announcement from `peer` holding `doc`, sealed with `key`. */
async function announcement(key: BootstrapKey, peer: string, doc: Y.Doc) {
  const rid = newRequestId()
  const body = encodeAnswerBody({ peer, have: 0, sv: Y.encodeStateVector(doc) })
  return makeAnswer(rid, await seal(key, body, boxContext(rid, 'ans')))
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function setup(mine: Y.Doc) {
  const key = await deriveBootstrapKey('pw', 'ROOM')
  const pulls: string[] = []
  const catchUp = new CatchUp(
    key,
    mine,
    recordingPubSub(),
    async () => null,
    async (source) => void pulls.push(source),
    GRACE,
  )
  return { key, pulls, catchUp }
}

describe('CatchUp', () => {
  it('pulls from a member whose announced state it still lacks after the grace', async () => {
    const mine = new Y.Doc()
    const { key, pulls, catchUp } = await setup(mine)
    await catchUp.observe(await announcement(key, 'anna', docWith(5)))
    expect(pulls).toEqual([])
    await sleep(GRACE * 3)
    expect(pulls).toEqual(['anna'])
  })

  it('does not pull when y-webrtc delivers within the grace', async () => {
    const theirs = docWith(5)
    const mine = new Y.Doc()
    const { key, pulls, catchUp } = await setup(mine)
    await catchUp.observe(await announcement(key, 'anna', theirs))
    Y.applyUpdate(mine, Y.encodeStateAsUpdate(theirs))
    await sleep(GRACE * 3)
    expect(pulls).toEqual([])
  })

  it('ignores members we are not behind, itself, and strangers', async () => {
    const mine = docWith(5)
    const { key, pulls, catchUp } = await setup(mine)
    await catchUp.observe(await announcement(key, 'equal', mine))
    const unregister = registerOwn({ peer: 'me' })
    await catchUp.observe(await announcement(key, 'me', docWith(9)))
    unregister()
    await catchUp.observe(await announcement(await deriveBootstrapKey('other', 'ROOM'), 'stranger', docWith(9)))
    await sleep(GRACE * 3)
    expect(pulls).toEqual([])
  })

  it('runs one pull at a time', async () => {
    const key = await deriveBootstrapKey('pw', 'ROOM')
    const started: string[] = []
    const slowPull = async (source: string) => {
      started.push(source)
      await sleep(GRACE * 5)
    }
    const catchUp = new CatchUp(key, new Y.Doc(), recordingPubSub(), async () => null, slowPull, GRACE)
    await catchUp.observe(await announcement(key, 'a', docWith(3)))
    await catchUp.observe(await announcement(key, 'b', docWith(4)))
    await sleep(GRACE * 3)
    expect(started).toEqual(['a'])
  })

  it('stops pulling when told', async () => {
    const mine = new Y.Doc()
    const { key, pulls, catchUp } = await setup(mine)
    await catchUp.observe(await announcement(key, 'a', docWith(3)))
    catchUp.stop()
    await sleep(GRACE * 3)
    expect(pulls).toEqual([])
  })

  it('announces its own state vector, which others can open', async () => {
    const mine = docWith(4)
    const key = await deriveBootstrapKey('pw', 'ROOM')
    const pubsub = recordingPubSub()
    const catchUp = new CatchUp(key, mine, pubsub, async () => ({ id: 'me' }) as never)
    await catchUp.announce()
    const message = parseDiscovery(pubsub.published[0])
    expect(message).toMatchObject({ kind: 'ans' })
    // A member that lacks our state would pull from us.
    const other = await setup(new Y.Doc())
    await other.catchUp.observe(pubsub.published[0])
    await sleep(GRACE * 3)
    expect(other.pulls).toEqual(['me'])
  })
})
