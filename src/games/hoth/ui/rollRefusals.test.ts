/** Battle of Hoth's log of rolls the net layer called off (`roll-void`, `unfair-entropy`), keyed by the code. */
import { describe, expect, it } from 'vitest'
import { describeEvent } from './logText'
import { line, startView } from './testViews'

const view = startView()
const NAMES = { s1: 'Anna', s2: 'Béla', s3: 'Cili' }
const reason = { en: 'The roll did not happen: s2 …', hu: 'A dobás elmaradt: s2 …' }
const say = (lang: 'en' | 'hu', data: Parameters<typeof line>[1]) =>
  describeEvent(line('action-refused', data, 's1'), view, NAMES, lang)

describe('a refused roll in the game log', () => {
  it('names who did not add their share, when the line says', () => {
    const data = { action: 'attack', reason, code: 'roll-void', missing: ['s2', 's3'] }
    expect(say('en', data)).toBe(
      "Anna's roll did not happen: Béla and Cili did not add their share of the dice in time, so nothing changed.",
    )
    expect(say('hu', data)).toBe(
      'Anna dobása elmaradt: Béla és Cili nem adta meg időben a részét a kockákhoz, így semmi sem változott.',
    )
  })

  it('speaks of the other players when the line does not say who', () => {
    expect(say('en', { action: 'attack', reason, code: 'roll-void' })).toBe(
      "Anna's roll did not happen: the other players did not add their share of the dice in time, so nothing changed.",
    )
  })

  it('explains a roll drawn without every seated player', () => {
    expect(say('en', { action: 'attack', reason, code: 'unfair-entropy' })).toBe(
      "Every table refused Anna's roll: it was not drawn together with every other seated player.",
    )
    expect(say('hu', { action: 'attack', reason, code: 'unfair-entropy' })).toBe(
      'Anna dobását minden asztal elutasította: nem a többi ülő játékossal közösen készült.',
    )
  })

  it('keeps the engine’s reason for any other refusal', () => {
    const data = {
      action: 'move',
      reason: { en: 'It is not your turn.', hu: 'Nem te következel.' },
      code: 'not-your-turn',
    }
    expect(say('en', data)).toBe('Anna tried “move”, and every table refused it: It is not your turn.')
  })
})
