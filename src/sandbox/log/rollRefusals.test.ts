/** Rolls the net layer called off (`roll-void`, `unfair-entropy`) as table log lines, in the table's own words. */
import { describe, expect, it } from 'vitest'
import type { FoldStep } from '../../../engine/core/fold'
import type { Language } from '../../lib/language'
import { describeRefusal, type TabletopLogContext } from './describe'
import { logLines } from './logLines'

const NAMES = { s1: 'Anna', s2: 'Béla', s3: 'Cili' }
const ctx = (lang: Language): TabletopLogContext => ({ lang, names: NAMES, piles: {} })
const VOID = { code: 'roll-void', reason: { en: 'The roll did not happen: s2 …', hu: 'A dobás elmaradt: s2 …' } }
const UNFAIR = { code: 'unfair-entropy', reason: { en: 'This roll was not drawn …', hu: 'A dobás nem …' } }

describe('describeRefusal of a roll', () => {
  it('names who did not answer a roll that went void, by player name', () => {
    expect(describeRefusal('s1', 'shuffle', VOID, ctx('en'), ['s2', 's3']).text).toBe(
      "Anna's action (shuffle) did not happen: Béla and Cili did not add their share in time, so nothing changed.",
    )
    expect(describeRefusal('s1', 'roll', VOID, ctx('hu'), ['s2']).text).toBe(
      'Anna lépése (dobás) elmaradt: Béla nem adta meg időben a részét, így semmi sem változott.',
    )
  })

  it('says "the other players" when it does not know who', () => {
    expect(describeRefusal('s1', 'roll', VOID, ctx('en')).text).toBe(
      "Anna's action (roll) did not happen: the other players did not add their share in time, so nothing changed.",
    )
  })

  it('explains a roll drawn without every seated player', () => {
    expect(describeRefusal('s2', 'shuffle', UNFAIR, ctx('en')).text).toBe(
      "Béla's action (shuffle) was refused by every table: it was not drawn together with every other seated player.",
    )
    expect(describeRefusal('s2', 'shuffle', UNFAIR, ctx('hu')).text).toBe(
      'Béla lépését (keverés) minden asztal elutasította: nem a többi ülő játékossal közösen sorsolták.',
    )
  })
})

describe('logLines with roll statuses', () => {
  it('asks the folder which seats a void roll went without', () => {
    const steps: FoldStep[] = [{ ok: false, error: VOID, events: [] }]
    const lines = logLines(steps, [{ seat: 's1', n: 4, type: 'roll' }], {
      ...ctx('en'),
      rollMissing: (i) => (i === 0 ? ['s3'] : []),
    })
    expect(lines).toEqual([
      {
        key: 's1/4',
        type: 'action-refused',
        repeat: 1,
        seat: 's1',
        minor: false,
        text: "Anna's action (roll) did not happen: Cili did not add their share in time, so nothing changed.",
      },
    ])
  })
})
