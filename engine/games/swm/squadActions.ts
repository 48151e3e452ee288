/**
 * The squad stage (analysis §3, §17): "Titokban állítsd össze a csapatodat … Csak akkor fedd fel a csapatodat, amikor
 * kiterítitek a játéktáblát." Each seat first sends only the SHA-256 commitment of its list (squadCommit.ts); once
 * every seat has committed, each reveals its list and salt, which must open its commitment and obey the squad
 * rules. The last reveal puts the figures in the box and starts deployment, the dark side first.
 */
import { payloadRecord, readString } from '../../core/game'
import type { EngineError, EngineEvent, SeatId } from '../../core/types'
import type { Ctx } from './context'
import { sideOf } from './context'
import { swmErrors } from './errors'
import { rulesForSeat } from './setup'
import { verifyReveal } from './squadCommit'
import { squadErrors } from './squadErrors'
import { validateSquad } from './squads'
import type { SwmAction, SwmState } from './types'

const HEX64 = /^[0-9a-f]{64}$/

/** `commit-squad { hash }`: the seat's commitment, once. */
export function commitSquad(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
): EngineError | null {
  if (state.stage !== 'squads') return swmErrors.wrongStage()
  const hash = readString(payloadRecord(action), 'hash', 64)
  if (!HEX64.test(hash)) return squadErrors.badCommitment()
  const entry = state.squads[seat]!
  if (entry.commitment !== null) return swmErrors.alreadyCommitted()
  entry.commitment = hash
  events.push({ type: 'squad-committed', data: { seat } })
  return null
}

/** `reveal-squad { list, salt }`: the list that opens the seat's commitment, checked against the squad rules. */
export function revealSquad(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
): EngineError | null {
  if (state.stage !== 'squads') return swmErrors.wrongStage()
  const entry = state.squads[seat]!
  if (entry.revealed !== null) return swmErrors.alreadyRevealed()
  if (Object.values(state.squads).some((s) => s.commitment === null)) return swmErrors.notAllCommitted()
  const payload = payloadRecord(action)
  const opened = verifyReveal(entry.commitment, payload.list, payload.salt)
  if (!opened.ok) return opened.error
  const valid = validateSquad(payload.list, rulesForSeat(state, seat), ctx.roster)
  if (!valid.ok) return valid.error
  entry.revealed = valid.value.squad.characters.map(([id, n]) => [id, n])
  entry.faction = valid.value.faction
  entry.points = valid.value.points
  events.push({ type: 'squad-revealed', data: { seat, characters: entry.revealed, points: entry.points } })
  if (Object.values(state.squads).every((s) => s.revealed !== null)) startDeployment(state, ctx, events)
  return null
}

/** Every revealed figure into the box, at full hit points and Force; the dark seat deploys first. */
function startDeployment(state: SwmState, ctx: Ctx, events: EngineEvent[]): void {
  for (const { seat } of state.config.seats) {
    for (const [defId, count] of state.squads[seat]!.revealed!) {
      const def = ctx.roster.get(defId)!
      for (let n = 1; n <= count; n++) {
        const id = `${seat}/${defId}/${n}`
        state.figures[id] = {
          id,
          def: defId,
          owner: seat,
          at: null,
          hp: def.hp,
          force: def.force,
          activated: false,
          defeated: false,
          spent: { turn: 0, count: 0 },
          spirit: 0,
          rage: 0,
        }
        state.order.push(id)
      }
    }
  }
  state.stage = 'deploy'
  state.deploying = state.config.seats.find((s) => sideOf(state, s.seat) === 'dark')!.seat
  events.push({ type: 'deployment-started', data: { seat: state.deploying } })
}
