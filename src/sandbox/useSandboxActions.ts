/**
 * What the sandbox table does besides the object handlers: fair dice rolls (one `roll` action for every die
 * asked), the empty table's menu, and deck imports (their `add-pile` signed as this seat).
 */
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Room } from '../../net/types'
import { importFiles } from '../import/importFiles'
import { parseDieLook } from '../lib/dieFaces'
import type { TableModel } from '../scene/tableModel'
import type { createCardHandler } from './cardHandler'
import { rollAction } from './dice'
import { tableCommands } from './tableCommands'
import type { TabletopSession } from './useTabletop'

/** The table's dice roller, empty-table menu and import function. */
export function useSandboxActions(
  room: Room,
  model: TableModel,
  session: TabletopSession,
  cards: ReturnType<typeof createCardHandler>,
) {
  const { t } = useTranslation('import')
  const rollDice = useCallback(
    (ids: readonly string[]) => {
      const dice = ids.flatMap((id) => {
        const obj = model.objects.get(id)
        return obj?.kind === 'die' ? [{ id, kind: parseDieLook(obj.look).kind }] : []
      })
      if (dice.length > 0) cards.run(rollAction(dice))
    },
    [model, cards],
  )
  // Read when the menu opens, so a new function per fold costs nothing.
  const menu = useMemo(
    () =>
      tableCommands({
        view: () => session.view,
        seat: () => session.seat,
        dice: () => [...model.objects].flatMap(([id, o]) => (o.kind === 'die' ? [id] : [])),
        run: cards.run,
        rollDice,
      }),
    [session, model, cards, rollDice],
  )
  const onImport = useCallback(
    (files: File[]) =>
      importFiles(files, {
        doc: room.doc,
        seat: session.seat,
        append: (action, options) => room.appendAction(action, { ...options, seat: session.seat ?? undefined }),
        at: { x: 0, z: 0 },
        pileIds: Object.keys(session.view.piles),
        defaultName: t('defaultDeckName'),
      }),
    [room, session.seat, session.view, t],
  )
  return { rollDice, menu, onImport }
}
