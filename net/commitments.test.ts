import { describe, expect, it } from 'vitest'
import { commitment } from '../engine'
import type { Json } from '../engine'
import { COMMIT_TYPE, REVEAL_TYPE, isRevealed, readChoices } from './commitments'
import { START_TYPE, readGameStart } from './game-start'
import { ledgerOf } from './ledger'
import { alice, bob } from './testing/ledger-scenario'
import { roomDoc, rollNow, sit } from './testing/rolls'
import { appendEntry } from './signed-log'

const SALT_A = '1a'.repeat(32)
const SALT_B = '2b'.repeat(32)
const jedi: Json = { affiliation: 'jedi', sets: [1, 2, 3, 4, 5, 6, 7, 18] }
const sith: Json = { affiliation: 'sith', sets: [19, 20, 21, 22, 23, 24, 25, 36] }

/** A room where alice holds s1 and bob s2. */
function table() {
  const doc = roomDoc()
  sit(doc, alice, 's1')
  sit(doc, bob, 's2')
  return doc
}

const append = (doc: ReturnType<typeof roomDoc>, who: typeof alice, seat: string, type: string, payload: Json) => {
  const result = appendEntry(doc, who, seat, { game: 'cards', type, payload })
  if (!result.ok) throw new Error(result.reason.en)
}

const choicesOf = (doc: ReturnType<typeof roomDoc>) => readChoices(ledgerOf(doc), 'cards', ['s1', 's2'])

describe('committed choices in the log', () => {
  it('holds only the commitments until a seat reveals, then the revealed choice', () => {
    const doc = table()
    append(doc, alice, 's1', COMMIT_TYPE, { commit: commitment(jedi, SALT_A) })
    append(doc, bob, 's2', COMMIT_TYPE, { commit: commitment(sith, SALT_B) })
    // Nothing in the document names either deck before the reveals.
    expect(JSON.stringify(doc.toJSON())).not.toContain('jedi')
    expect(JSON.stringify(doc.toJSON())).not.toContain('sith')
    expect(choicesOf(doc).s1).toMatchObject({ choice: null, refused: null })
    append(doc, alice, 's1', REVEAL_TYPE, { choice: jedi, salt: SALT_A })
    append(doc, bob, 's2', REVEAL_TYPE, { choice: sith, salt: SALT_B })
    const choices = choicesOf(doc)
    expect(choices.s1!.choice).toEqual(jedi)
    expect(isRevealed(choices, 's2', sith)).toBe(true)
    expect(isRevealed(choices, 's2', jedi)).toBe(false)
  })

  it('refuses a reveal that does not open the commitment, on every reading', () => {
    const doc = table()
    append(doc, alice, 's1', COMMIT_TYPE, { commit: commitment(jedi, SALT_A) })
    // Alice saw the Sith deck coming and swaps hers: the commitment says otherwise.
    const swapped = { affiliation: 'rebel-alliance', sets: [8, 9, 10, 11, 12, 13, 14, 18] }
    append(doc, alice, 's1', REVEAL_TYPE, { choice: swapped, salt: SALT_A })
    const choice = choicesOf(doc).s1!
    expect(choice.choice).toBeNull()
    expect(choice.refused?.en).toMatch(/does not match/)
    // The honest reveal after it still opens the commitment.
    append(doc, alice, 's1', REVEAL_TYPE, { choice: jedi, salt: SALT_A })
    expect(choicesOf(doc).s1!.choice).toEqual(jedi)
  })

  it('counts only a seat’s own entries, and a new commitment replaces the old one', () => {
    const doc = table()
    append(doc, alice, 's1', COMMIT_TYPE, { commit: commitment(jedi, SALT_A) })
    // Bob cannot reveal for Alice's seat: his entries are s2's.
    append(doc, bob, 's2', REVEAL_TYPE, { choice: jedi, salt: SALT_A })
    expect(choicesOf(doc).s1!.choice).toBeNull()
    append(doc, alice, 's1', COMMIT_TYPE, { commit: commitment(sith, SALT_B) })
    append(doc, alice, 's1', REVEAL_TYPE, { choice: jedi, salt: SALT_A })
    expect(choicesOf(doc).s1).toMatchObject({ choice: null })
    expect(choicesOf(doc).s1!.refused).not.toBeNull()
  })

  it('ignores malformed commitment entries', () => {
    const doc = table()
    append(doc, alice, 's1', COMMIT_TYPE, { commit: 'not-a-hash' })
    append(doc, alice, 's1', COMMIT_TYPE, ['x'])
    expect(choicesOf(doc).s1!.commit).toBeNull()
  })

  it('lets a game refuse a start whose choices were not revealed before it', () => {
    const doc = table()
    append(doc, alice, 's1', COMMIT_TYPE, { commit: commitment(jedi, SALT_A) })
    append(doc, alice, 's1', REVEAL_TYPE, { choice: jedi, salt: SALT_A })
    const read = (payload: Json) => payload as { deck: Json }
    const options = {
      everySeat: false,
      accept: (record: { deck: Json }, at: { index: number }, ledger: ReturnType<typeof ledgerOf>) =>
        isRevealed(readChoices(ledger, 'cards', ['s1'], at.index), 's1', record.deck),
    }
    const bobs = [{ seat: 's2', identity: bob }]
    // A start with another deck than the revealed one is skipped; the matching one starts the game.
    rollNow(doc, alice, 's1', 'cards', { type: START_TYPE, payload: { deck: sith } }, bobs)
    expect(readGameStart(ledgerOf(doc), 'cards', read, () => ['s1', 's2'], options).state).toBe('none')
    rollNow(doc, alice, 's1', 'cards', { type: START_TYPE, payload: { deck: jedi } }, bobs)
    const start = readGameStart(ledgerOf(doc), 'cards', read, () => ['s1', 's2'], options)
    expect(start.state === 'started' && start.record.deck).toEqual(jedi)
  })
})
