import { useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import * as Y from 'yjs'
import type { EngineEvent } from '../../../../engine/core/types'
import { sideOfPlayer } from '../../../../engine/games/swlcg'
import type { Player, SwlcgAction, SwlcgView } from '../../../../engine/games/swlcg'
import type { Room } from '../../../../net/types'
import { TableLabels } from '../../../scene/TableLabels'
import { TableScene } from '../../../scene/TableScene'
import { TableModel } from '../../../scene/tableModel'
import { registerTestHook } from '../../../testing/testHooks'
import { createSwlcgHandler } from '../session/cardHandler'
import { edgeReveal } from './edgeReveal'
import { swlcgObjects } from './layout'
import type { TableWords } from './layout'

/** Props of SwlcgScene. */
export interface SwlcgSceneProps {
  room: Room
  view: SwlcgView
  /** The player this browser looks as (null: spectator); the camera looks from their side's edge (2v2 too). */
  side: Player | null
  legal: readonly SwlcgAction[]
  /** The match's events so far (the revealed edge battle is read back from them). */
  events: readonly EngineEvent[]
  dispatch(action: SwlcgAction): void
  /** Receives the table model (a hand card dropped on the table asks it where it landed). */
  onModel?(model: TableModel): void
}

const noRoll = () => {}

/**
 * The match on the sandbox's 3D table: the engine's view laid out as scene objects (layout.ts) in a table model of
 * its own, drawn by the shared instanced cards, tokens, labels and hover zoom; the cards' menus offer the engine's
 * legal actions. The model reads an empty document, so nothing a peer writes to the room's free-play table shows up
 * here: this table shows only what the engine folded.
 */
export function SwlcgScene({ room, view, side, legal, events, dispatch, onModel }: SwlcgSceneProps) {
  const { t } = useTranslation('swlcg')
  const model = useMemo(() => new TableModel(new Y.Doc()), [])
  useEffect(() => onModel?.(model), [model, onModel])
  const names: TableWords = useMemo(
    () => ({
      deck: t('piles.deck'),
      discard: t('piles.discard'),
      objectiveDeck: t('piles.objectiveDeck'),
      victory: t('piles.victory'),
      edge: t('piles.edge'),
      reserve: t('piles.reserve'),
      edgeForce: (force, won) => t(won ? 'piles.edgeWon' : 'piles.edgeForce', { force }),
    }),
    [t],
  )
  const reveal = useMemo(() => edgeReveal(view, events), [view, events])
  useEffect(() => model.setCards(swlcgObjects(view, side, names, reveal), {}), [model, view, side, names, reveal])
  // The browser bench lays out a view of its own making (a table with 40 cards in play), on this page only, until
  // the next fold; it touches nothing of the match.
  useEffect(
    () => registerTestHook('swlcgShowView', (shown: SwlcgView) => model.setCards(swlcgObjects(shown, side, names), {})),
    [model, side, names],
  )
  // The handler reads the newest view and actions when a gesture happens; made once, it keeps the input attached.
  const latest = useRef({ view, legal, dispatch })
  useLayoutEffect(() => {
    latest.current = { view, legal, dispatch }
  })
  const handlers = useMemo(
    () => [
      // eslint-disable-next-line react-hooks/refs -- the ref is read in gesture handlers only, never while rendering
      createSwlcgHandler({
        view: () => latest.current.view,
        legal: () => latest.current.legal,
        dispatch: (action) => latest.current.dispatch(action),
      }),
    ],
    [],
  )
  return (
    <>
      <div className="scene-layer">
        <TableScene
          room={room}
          model={model}
          handlers={handlers}
          rollDice={noRoll}
          viewFrom={side === null ? undefined : sideOfPlayer(side) === 'light' ? 's1' : 's2'}
        />
      </div>
      <TableLabels model={model} />
    </>
  )
}
