/** Concede: offered to a seat of a running game only (the engine never lists it), drawn as the turn bar's button. */
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { swm } from '../../../../engine/games/swm'
import i18n from '../../../i18n'
import { ConcedeButton, mayConcede } from './ConcedeButton'
import { DARK, LIGHT, roundOneState } from './testStates'

const noop = () => {}

beforeAll(async () => {
  await i18n.changeLanguage('en')
})

describe('ConcedeButton', () => {
  it('is offered to the seats while the game runs, and the engine accepts it', () => {
    const s = roundOneState(LIGHT)
    expect(mayConcede(s, LIGHT)).toBe(true)
    expect(mayConcede(s, DARK)).toBe(true)
    expect(mayConcede(s, null)).toBe(false)
    expect(mayConcede(s, 's9')).toBe(false)
    const over = swm.apply(s, { type: 'concede' }, DARK)
    expect(over.ok && over.state.result?.winners).toEqual([LIGHT])
    expect(over.ok && mayConcede(over.state, LIGHT)).toBe(false)
  })

  it('draws "Concede" for a seat and nothing for a spectator', () => {
    const s = roundOneState(LIGHT)
    const html = renderToStaticMarkup(<ConcedeButton state={s} seat={LIGHT} dispatch={noop} />)
    expect(html).toMatch(/data-testid="swm-step-concede"[^>]*>Concede</)
    expect(renderToStaticMarkup(<ConcedeButton state={s} seat={null} dispatch={noop} />)).toBe('')
  })
})
