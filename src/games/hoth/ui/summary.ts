/**
 * Scores for the turn bar and the victory screen: medals against each side's target, Final Strike progress,
 * and the end-of-game summary (turns, medals, units lost per side from the log). Pure.
 */
import type { LocalizedText } from '../../../../engine/core/types'
import type { HothView, Side } from '../../../../engine/games/hoth'
import { medalCount } from '../../../../engine/games/hoth'
import type { HothLogLine } from '../contract'

/** The two sides in display order. */
export const SIDES: readonly Side[] = ['rebel', 'empire']

/** One side's progress toward victory. */
export interface SideProgress {
  side: Side
  medals: number
  /** Medals it needs to win, or null when the scenario gives it no medal condition. */
  target: number | null
  /** Final Strike: structures destroyed of those it must destroy, or null. */
  structures: { destroyed: number; total: number } | null
}

/** Both sides' progress, Rebels first (from `view.victory`; medals count held temporary hexes too). */
export function victoryProgress(view: HothView): SideProgress[] {
  return SIDES.map((side) => {
    const medals = view.victory.find((v) => v.side === side && v.kind === 'medals')
    const strike = view.victory.find((v) => v.side === side && v.kind === 'destroy-structures')
    return {
      side,
      medals: medalCount(view, side),
      target: medals?.kind === 'medals' ? medals.count : null,
      structures:
        strike?.kind === 'destroy-structures'
          ? {
              destroyed: strike.structures.filter((id) => view.structures[id]?.destroyed).length,
              total: strike.structures.length,
            }
          : null,
    }
  })
}

/** Units each side lost, counted from the log's unit-destroyed events. */
export function unitsLost(log: readonly HothLogLine[]): Record<Side, number> {
  const lost: Record<Side, number> = { rebel: 0, empire: 0 }
  for (const line of log) {
    const data = line.event.data
    if (line.event.type !== 'unit-destroyed' || data === null || typeof data !== 'object' || Array.isArray(data)) {
      continue
    }
    if (data.side === 'rebel' || data.side === 'empire') lost[data.side]++
  }
  return lost
}

/** The end of a game in numbers. */
export interface VictorySummary {
  winner: Side
  reason: LocalizedText
  /** Turns played, the last one included. */
  turns: number
  medals: Record<Side, number>
  lost: Record<Side, number>
}

/** The summary once `view.result` is set, else null. */
export function victorySummary(view: HothView, log: readonly HothLogLine[]): VictorySummary | null {
  if (!view.result) return null
  return {
    winner: view.result.winner,
    reason: view.result.reason,
    turns: view.turn.number,
    medals: { rebel: medalCount(view, 'rebel'), empire: medalCount(view, 'empire') },
    lost: unitsLost(log),
  }
}
