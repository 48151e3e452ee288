/**
 * What a right-click offers: on an object, its handler's commands (on a selection it is part of, each entry runs
 * on every selected object that has it); on the empty table, the table's own commands. The entries go to the
 * context-menu store, which ContextMenu draws.
 */
import i18n from 'i18next'
import type { MenuEntry, OpenMenu } from '../ui/contextMenuStore'
import { byId, runOnObjects } from './commands'
import type { ObjectCommand, ObjectHandler } from './objectHandlers'
import { handlerFor } from './objectHandlers'
import type { UndoHistory } from './undoHistory'

/**
 * The menu of object `id`, acting on `targets` (the object alone, or the selection it belongs to); null when its
 * handler offers nothing. Its title counts a selection, or names the object when its handler has a name for it.
 */
export function objectMenu(
  handlers: readonly ObjectHandler[],
  id: string,
  targets: readonly string[],
  lang: string,
  history: UndoHistory,
): Omit<OpenMenu, 'x' | 'y'> | null {
  const handler = handlerFor(handlers, id)
  const commands = handler?.commands(id, lang) ?? []
  if (commands.length === 0) return null
  const group = targets.length > 1 && targets.includes(id)
  const entries = commands.map((c) =>
    entry(c, () => (group ? runOnObjects(handlers, targets, byId(c.id), lang, history) : history.batch(() => c.run()))),
  )
  const title = group
    ? i18n.getFixedT(lang, 'input')('menu.objects', { count: targets.length })
    : (handler?.title?.(id, lang) ?? '')
  return { title, entries }
}

/** The empty table's menu from the table's commands; null when there are none. */
export function tableMenu(commands: readonly ObjectCommand[], lang: string): Omit<OpenMenu, 'x' | 'y'> | null {
  if (commands.length === 0) return null
  return { title: i18n.getFixedT(lang, 'input')('menu.table'), entries: commands.map((c) => entry(c, () => c.run())) }
}

function entry(c: ObjectCommand, run: () => void): MenuEntry {
  return {
    id: c.id,
    label: c.label,
    ...(c.key ? { key: c.key } : {}),
    ...(c.disabled ? { disabled: c.disabled } : {}),
    run,
  }
}
