import { describe, expect, it } from 'vitest'
import type { HothView } from '../../../../engine/games/hoth'
import { unitsLost, victoryProgress, victorySummary } from './summary'
import { line, randomGameLog, startView } from './testViews'

describe('victoryProgress', () => {
  it("reads each side's medal target from the scenario", () => {
    expect(victoryProgress(startView('first-contact'))).toEqual([
      { side: 'rebel', medals: 0, target: 4, structures: null },
      { side: 'empire', medals: 0, target: 4, structures: null },
    ])
  })

  it('shows Final Strike as structures destroyed of those needed', () => {
    const view = startView('final-strike')
    const [rebel, empire] = victoryProgress(view)
    expect(rebel).toMatchObject({ target: 5, structures: null })
    expect(empire).toMatchObject({ target: null, structures: { destroyed: 0, total: 2 } })
    const id = Object.keys(view.structures)[0]!
    const hit: HothView = {
      ...view,
      structures: { ...view.structures, [id]: { ...view.structures[id]!, destroyed: true } },
    }
    expect(victoryProgress(hit)[1]!.structures).toEqual({ destroyed: 1, total: 2 })
  })
})

describe('victorySummary', () => {
  it('counts units lost per side from the log', () => {
    const log = [
      line('unit-destroyed', { unit: 'at-at-1', type: 'at-at', side: 'empire' }),
      line('unit-destroyed', { unit: 'rebel-infantry-1', type: 'rebel-infantry', side: 'rebel' }),
      line('unit-destroyed', { unit: 'rebel-infantry-2', type: 'rebel-infantry', side: 'rebel' }),
      line('unit-hit', { unit: 'rebel-infantry-3', hits: 1, figures: 3 }),
    ]
    expect(unitsLost(log)).toEqual({ rebel: 2, empire: 1 })
  })

  it('is null while the game goes on', () => {
    expect(victorySummary(startView(), [])).toBeNull()
  })

  it('sums up a finished game', () => {
    const game = randomGameLog('first-contact', 3)
    const summary = victorySummary(game.view, game.log)!
    expect(summary.winner).toBe(game.view.result!.winner)
    expect(summary.turns).toBe(game.view.turn.number)
    expect(summary.lost.rebel + summary.lost.empire).toBe(
      game.log.filter((l) => l.event.type === 'unit-destroyed').length,
    )
    expect(summary.medals.rebel + summary.medals.empire).toBeGreaterThan(0)
  })
})
