import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import type { Action, SeatId } from '../../../../engine/core/types'
import { START_TYPE } from '../../../../net/game-start'
import { schema } from '../../../../net/schema'
import type { AppendOptions, NetResult, Room } from '../../../../net/types'
import { startHothGame, writeSetup } from './metaActions'
import { readGame, readSetup } from './setupModel'

/** A stand-in room where this browser holds `seats`: it records every append and answers each with `answer`. */
function fakeRoom(seats: SeatId[], answer: NetResult = { ok: true }) {
  const appended: { action: Action; options: AppendOptions }[] = []
  const room: Pick<Room, 'mySeats' | 'appendAction'> = {
    mySeats: () => seats,
    appendAction: (action, options) => {
      appended.push({ action, options })
      return Promise.resolve(answer)
    },
  }
  return { room: room as Room, appended }
}

const setup = { ...readSetup({}), scenario: 'final-strike' }

describe('starting a Battle of Hoth game', () => {
  it('writes a start-game roll from this browser’s seat, drawn with the game’s other seats', async () => {
    const { room, appended } = fakeRoom(['s1'])
    expect(await startHothGame(room, setup, ['s1', 's2'])).toEqual({ ok: true })
    expect(appended).toHaveLength(1)
    const [{ action, options }] = appended as [(typeof appended)[number]]
    expect(action.type).toBe(START_TYPE)
    expect(action.entropy).toBeUndefined()
    const record = readGame(action.payload)
    expect(record?.config.scenario).toBe('final-strike')
    expect(record?.seats).toEqual(['s1', 's2'])
    expect(options).toEqual({ game: 'hoth', entropy: true, among: ['s1', 's2'], seat: 's1' })
  })

  it('starts a hotseat game from the first of this browser’s seats that plays', async () => {
    const { room, appended } = fakeRoom(['s2', 's4'])
    expect(await startHothGame(room, setup, ['s1', 's2'])).toEqual({ ok: true })
    expect(appended[0]?.options.seat).toBe('s2')
  })

  it('tells the player why the start did not happen when the roll fails', async () => {
    const failed = { ok: false as const, reason: { hu: 'A dobás elmaradt.', en: 'The roll did not happen.' } }
    const { room } = fakeRoom(['s1'], failed)
    expect(await startHothGame(room, setup, ['s1', 's2'])).toEqual(failed)
  })

  it('refuses to start with one side empty and writes nothing', async () => {
    const { room, appended } = fakeRoom(['s2'])
    const result = await startHothGame(room, readSetup({}), ['s2'])
    expect(result.ok).toBe(false)
    expect(appended).toEqual([])
  })

  it('refuses to start from a browser that holds none of the game’s seats', async () => {
    const { room, appended } = fakeRoom(['s3'])
    const result = await startHothGame(room, setup, ['s1', 's2'])
    expect(result).toEqual({ ok: false, reason: { hu: 'Előbb ülj le egy helyre.', en: 'Take a seat first.' } })
    expect(appended).toEqual([])
  })
})

describe('writeSetup', () => {
  it('saves the setup choices, the last writer winning (the started game lives in the log, not here)', () => {
    const doc = new Y.Doc()
    writeSetup(doc, setup)
    expect(readSetup(schema.meta(doc).get('hothSetup')).scenario).toBe('final-strike')
    writeSetup(doc, { ...setup, scenario: 'first-contact' })
    expect(readSetup(schema.meta(doc).get('hothSetup')).scenario).toBe('first-contact')
    expect(schema.meta(doc).has('hothGame')).toBe(false)
  })
})
