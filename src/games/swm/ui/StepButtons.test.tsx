/**
 * The turn bar's ability and path steps as drawn (server-rendered, no DOM): a door held at the end of the turn and a
 * tow, each under its data-testid and in its words, in English and Hungarian; an armed path step is pressed.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, describe, expect, it } from 'vitest'
import type { SwmState } from '../../../../engine/games/swm'
import { begin, scene } from '../../../../engine/games/swm/testing/movementScenes'
import { LIGHT, testGame } from '../../../../engine/games/swm/testing/skirmish'
import i18n from '../../../i18n'
import { pathSteps } from './pathSteps'
import type { PathArming } from './pathSteps'
import { StepButtons } from './StepButtons'

const noop = () => {}

/** The buttons' markup for the light seat, with its path steps armed as `armed` says. */
function steps(state: SwmState, selected: string, armed: string | null = null): string {
  const legal = testGame.legalActions(state, LIGHT)
  const paths: PathArming = { steps: pathSteps(legal, state.turn?.figure ?? null), armed, arm: noop }
  return renderToStaticMarkup(
    <StepButtons state={state} legal={legal} seat={LIGHT} selected={selected} dispatch={noop} paths={paths} />,
  )
}

const SLICER = 's1/t-m-slicer/1'
const TUG = 's1/t-m-tug/1'
const RUNNER = 's1/t-m-runner/1'
const GRUNT = 's2/t-m-grunt/1'

/** The Slicer's turn, door-2 in sight (Door Gimmick). */
const slicing = () =>
  begin(
    scene([['t-m-slicer', 1]], [['t-m-grunt', 1]], { [SLICER]: { x: 13, y: 9 }, [GRUNT]: { x: 22, y: 16 } }),
    SLICER,
  )

/** The Tug's turn, the runner next to it (Tow Cable). */
const towing = () =>
  begin(
    scene(
      [
        ['t-m-tug', 1],
        ['t-m-runner', 1],
      ],
      [['t-m-grunt', 1]],
      { [TUG]: { x: 1, y: 7 }, [RUNNER]: { x: 0, y: 7 }, [GRUNT]: { x: 4, y: 8 } },
    ),
    TUG,
  )

afterAll(async () => {
  await i18n.changeLanguage('en')
})

describe('StepButtons', () => {
  it('draws "End turn, open door-2" beside End turn, in English and Hungarian', async () => {
    await i18n.changeLanguage('en')
    const en = steps(slicing(), SLICER)
    expect(en).toContain('data-testid="swm-step-end-turn"')
    expect(en).toMatch(/data-testid="swm-step-end-turn-door-2-open"[^>]*>End turn, open door-2</)
    await i18n.changeLanguage('hu')
    expect(steps(slicing(), SLICER)).toContain('Forduló vége, ajtó kinyitása: door-2')
  })

  it('draws the tow step for the ally, pressed while armed', async () => {
    await i18n.changeLanguage('en')
    const id = 'tow-s1_t-m-runner_1'
    const idle = steps(towing(), TUG)
    expect(idle).toMatch(new RegExp(`aria-pressed="false" data-testid="swm-step-${id}"[^>]*>Tow `))
    expect(steps(towing(), TUG, id)).toContain(`aria-pressed="true" data-testid="swm-step-${id}"`)
    await i18n.changeLanguage('hu')
    expect(steps(towing(), TUG)).toContain('Vontatás: ')
  })
})
