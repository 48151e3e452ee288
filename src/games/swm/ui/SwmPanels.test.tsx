/**
 * The panels drawn from the contract's props (server-rendered, no DOM): the turn bar with the steps the engine
 * lists, the rosters, the selected figure's card, the attack preview with its helpers, the prompt and its answers,
 * the refusal, the log and the victory screen, each under its data-testid, in English and Hungarian.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SwmAction, SwmState } from '../../../../engine/games/swm'
import { swm } from '../../../../engine/games/swm'
import { act, placed, squad, started } from '../../../../engine/games/swm/testing/skirmish'
import i18n from '../../../i18n'
import type { SwmPanelsProps } from './SwmPanels'
import { SwmPanels } from './SwmPanels'
import { previewAgainst } from './previewText'
import { SwmHelp } from './SwmHelp'
import { DARK, LIGHT, LUKE, NAMES, OBI, roundOneState, TROOPER_1, TROOPER_2, VADER } from './testStates'

const noop = () => {}

/** The panels' markup for `state` as `seat` sees it. */
function panels(state: SwmState, seat: string, extra: Partial<SwmPanelsProps> = {}): string {
  return renderToStaticMarkup(
    <SwmPanels
      state={state}
      seat={seat}
      names={NAMES}
      legal={swm.legalActions(state, seat) as SwmAction[]}
      log={[]}
      selected={null}
      preview={null}
      helpers={[]}
      onHelpers={noop}
      onSelect={noop}
      dispatch={noop}
      refusal={null}
      onRematch={noop}
      {...extra}
    />,
  )
}

beforeAll(async () => {
  await i18n.changeLanguage('en')
})

describe('SwmPanels', () => {
  it('draws the turn bar, the rosters and the activate step for the selected figure', () => {
    const html = panels(roundOneState(LIGHT), LIGHT, { selected: OBI })
    for (const id of ['swm-turn-bar', 'swm-round', 'swm-phase', `swm-roster-${LIGHT}`, `swm-roster-${DARK}`])
      expect(html).toContain(`data-testid="${id}"`)
    expect(html).toContain('Your phase: 2 activations left')
    expect(html).toContain('data-testid="swm-step-activate"')
    expect(html).toContain('Activate Obi-Wan Kenobi')
    expect(html).toContain('data-testid="swm-figure-card"')
    expect(html).toContain('data-testid="swm-log"')
    expect(html).not.toContain('swm-prompt')
  })

  it('offers the selected figure’s Force powers on its card', () => {
    let state = placed(roundOneState(LIGHT), { [LUKE]: { x: 2, y: 1 } })
    state = { ...state, figures: { ...state.figures, [LUKE]: { ...state.figures[LUKE]!, hp: 50 } } }
    state = act(state, LIGHT, { type: 'activate', payload: { figure: OBI } })
    const html = panels(state, LIGHT, { selected: OBI })
    expect(html).toContain('data-testid="swm-power-force-heal"')
    expect(html).toContain('Hit Points 100 / 100')
    expect(panels(state, LIGHT, { selected: LUKE })).not.toContain('swm-power-')
  })

  it("says on a commander's card whom its aura reaches: Yoda with no follower in the squad reaches nobody", () => {
    const state = started(squad('republic', ['yoda', 1]), squad('imperial', ['darth-vader', 1]), LIGHT, {
      era: 'rise-of-the-empire',
    })
    const html = panels(state, LIGHT, { selected: `${LIGHT}/yoda/1` })
    expect(html).toContain('data-testid="swm-aura-casts"')
    expect(html).toContain('Commander effect: no follower within reach')
    expect(html).toContain('may reroll a failed save once per turn')
    expect(panels(roundOneState(LIGHT), LIGHT, { selected: OBI })).not.toContain('swm-aura-')
  })

  it('draws the attack preview with its combined-fire helpers', () => {
    let state = placed(roundOneState(DARK), {
      [LUKE]: { x: 20, y: 9 },
      [TROOPER_1]: { x: 24, y: 9 },
      [TROOPER_2]: { x: 24, y: 8 },
      [VADER]: { x: 25, y: 13 },
    })
    state = act(state, DARK, { type: 'activate', payload: { figure: TROOPER_1 } })
    const html = panels(state, DARK, { preview: previewAgainst(state, LUKE, []), previewTarget: LUKE })
    expect(html).toContain('data-testid="swm-attack-preview"')
    expect(html).toContain('data-testid="swm-preview-needed"')
    expect(html).toContain('data-testid="swm-helper-s2_death-star-trooper_2"')
    expect(html).toContain('data-testid="swm-step-end-turn"')
  })

  it('draws the prompt with its answers, the waiting line and the refusal', () => {
    const state: SwmState = {
      ...roundOneState(),
      pending: [{ kind: 'riposte', seat: LIGHT, figure: OBI, attacker: VADER }],
    }
    const legal: SwmAction[] = [{ type: 'react' }, { type: 'decline' }]
    const mine = panels(state, LIGHT, { legal, refusal: { en: 'Not now.', hu: 'Most nem.' } })
    expect(mine).toContain('data-testid="swm-prompt"')
    expect(mine).toContain('data-testid="swm-answer-react"')
    expect(mine).toContain('data-testid="swm-answer-decline"')
    expect(mine).toContain('data-testid="swm-refusal"')
    expect(mine).toContain('Refused: Not now.')
    expect(panels(state, DARK, { legal: [] })).toContain('Waiting for Anna')
  })

  it('draws the victory screen with Rematch for a seated player, in Hungarian', async () => {
    await i18n.changeLanguage('hu')
    const state: SwmState = {
      ...roundOneState(),
      stage: 'over',
      result: { winners: [DARK], reason: { en: 'All fell.', hu: 'Mind elestek.' } },
    }
    const html = panels(state, LIGHT)
    expect(html).toContain('data-testid="swm-victory"')
    expect(html).toContain('data-testid="swm-rematch"')
    expect(html).toContain('Béla nyert')
    expect(html).toContain('Mind elestek.')
    expect(panels(state, 'spectator')).not.toContain('swm-rematch')
    await i18n.changeLanguage('en')
  })

  it('has a help page', () => {
    expect(renderToStaticMarkup(<SwmHelp />)).toContain('Ctrl+Z')
  })
})
