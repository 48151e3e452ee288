/**
 * The empty table's right-click menu: put down an empty discard pile where the menu opened, or roll every die on
 * the table at once (one fair roll).
 */
import i18next from 'i18next'
import type { TabletopAction, TabletopView } from '../../engine/games/tabletop'
import type { ObjectCommand } from '../input/objectHandlers'

/** What the menu needs from the table. */
export interface TableCommandDeps {
  view(): TabletopView
  seat(): string | null
  /** Ids of every die on the table. */
  dice(): string[]
  run(action: TabletopAction, label?: string): void
  rollDice(ids: readonly string[]): void
}

/** The first free pile id of the form `pile-<n>`. */
export function freePileId(view: TabletopView): string {
  let n = 1
  while (Object.hasOwn(view.piles, `pile-${n}`)) n++
  return `pile-${n}`
}

/** The menu entries at (x, z), labels in `lang`. */
export function tableCommands(deps: TableCommandDeps) {
  return (x: number, z: number, lang: string): ObjectCommand[] => {
    const t = i18next.getFixedT(lang, 'cards')
    const seated = deps.seat() ? undefined : t('notSeated')
    const dice = deps.dice()
    return [
      {
        id: 'newDiscard',
        label: t('commands.newDiscard'),
        disabled: seated,
        run: () =>
          deps.run({
            type: 'add-pile',
            payload: { pile: freePileId(deps.view()), name: t('newDiscardName'), kind: 'discard', x, z, cards: [] },
          }),
      },
      {
        id: 'rollAll',
        label: t('commands.rollAll', { count: dice.length }),
        disabled: seated ?? (dice.length === 0 ? t('noDice') : undefined),
        run: () => deps.rollDice(dice),
      },
    ]
  }
}
