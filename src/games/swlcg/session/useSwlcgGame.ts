/**
 * The Star Wars: The Card Game controller's data: each seat's deck choice from the log (committed, revealed or
 * refused), and the started match through the shared rules-game hook (src/hooks/useRulesGame.ts). Reveals this
 * browser's committed decks by itself once both seats have committed.
 */
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react'
import type { SeatId } from '../../../../engine/core/types'
import { actingSide, swlcg, swlcgNeedsEntropy } from '../../../../engine/games/swlcg'
import type { SwlcgAction, SwlcgConfig, SwlcgState, SwlcgView } from '../../../../engine/games/swlcg'
import type { SeatChoice } from '../../../../net/commitments'
import { ledgerOf } from '../../../../net/ledger'
import type { Room } from '../../../../net/types'
import { docSource } from '../../../hooks/docSource'
import { useRulesGame } from '../../../hooks/useRulesGame'
import type { RulesGame, RulesGameSpec } from '../../../hooks/useRulesGame'
import { revealDeck } from './deckActions'
import { DUEL, TEAMS, acceptStart, deckChoices, readRecord } from './setupModel'
import type { SwlcgFormat, SwlcgRecord } from './setupModel'

/** What the SWLCG table reads from the room. */
export interface SwlcgGame extends RulesGame<SwlcgState, SwlcgAction, SwlcgView, SwlcgRecord> {
  /** Each seat's deck choice before the start. */
  choices: Record<SeatId, SeatChoice>
}

/** The game waits for the seat of the side that acts (either seat while both choose their objectives). */
function waitsFor(state: SwlcgState, seat: SeatId): boolean {
  const side = actingSide(state)
  return side ? state.seats[side] === seat : swlcg.legalActions(state, seat).some((a) => a.type !== 'concede')
}

type Spec = RulesGameSpec<SwlcgState, SwlcgAction, SwlcgConfig, SwlcgView, SwlcgRecord>

/** SWLCG for the shared hook in a format: every seat draws the start roll; the start must match the revealed decks. */
const specFor = (format: SwlcgFormat): Spec => ({
  definition: swlcg,
  read: (value) => readRecord(value, format),
  seatsOf: (record) => record.seats,
  configOf: (record) => record.config,
  everySeat: true,
  acceptStart,
  needsEntropy: (action, state) => swlcgNeedsEntropy(state, action),
  waitsFor,
  turnOf: (event) =>
    event.type === 'turn-began' ? ((event.data as { turn?: number } | undefined)?.turn ?? null) : null,
})

/** One spec per format, made once (the shared hook keeps what it is given). */
const SPECS: Readonly<Record<SwlcgFormat['id'], Spec>> = { '1v1': specFor(DUEL), '2v2': specFor(TEAMS) }

/** Each seat's deck choice, live (a new object only when it changed). */
function useChoices(room: Room, format: SwlcgFormat): Record<SeatId, SeatChoice> {
  const source = useMemo(
    () => docSource(room.doc, (doc) => deckChoices(ledgerOf(doc), undefined, format), { ledger: true }),
    [room.doc, format],
  )
  return useSyncExternalStore(source.subscribe, source.getSnapshot)
}

/**
 * Star Wars: The Card Game in `room` (1v1 or 2v2 by `format`): deck choices, live state, and the view and actions of
 * this browser's seat.
 */
export function useSwlcgGame(room: Room, mySeats: readonly SeatId[], format: SwlcgFormat = DUEL): SwlcgGame {
  const choices = useChoices(room, format)
  const game = useRulesGame(room, mySeats, SPECS[format.id])
  // Once every seat has committed, reveal this browser's decks (once per commitment).
  const revealed = useRef(new Set<string>())
  const started = game.record !== null
  useEffect(() => {
    if (started || !format.seats.every((s) => choices[s]?.commit)) return
    for (const seat of mySeats) {
      const choice = choices[seat]
      if (!choice?.commit || choice.choice !== null || revealed.current.has(choice.commit)) continue
      revealed.current.add(choice.commit)
      void revealDeck(room, seat, choice.commit)
    }
  }, [room, choices, mySeats, started, format])
  return { ...game, choices }
}
