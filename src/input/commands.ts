/**
 * Running commands on table objects, whoever owns them: a key, a double-click or a menu entry picks one command per
 * object (from its handler's list), and each handler then runs its own share, all at once through `runAll` where it
 * has one. Everything one gesture does is one undo step.
 */
import type { ObjectCommand, ObjectHandler } from './objectHandlers'
import { handlerFor } from './objectHandlers'
import type { UndoHistory } from './undoHistory'

/** Chooses, from an object's commands, the one a gesture means (or none). */
export type CommandPick = (commands: readonly ObjectCommand[]) => ObjectCommand | undefined

/** The command bound to `key` (a `keyName`). */
export const byKey =
  (key: string): CommandPick =>
  (commands) =>
    commands.find((c) => c.key === key)

/** The first command whose id is one of `ids`, in that order of preference ('flip', else 'roll'). */
export const byId =
  (...ids: string[]): CommandPick =>
  (commands) =>
    ids.map((id) => commands.find((c) => c.id === id)).find((c) => c !== undefined)

/**
 * Runs the picked command on each of `ids` whose handler offers it enabled. Returns how many objects it ran on
 * (0: the gesture means nothing here, so the key may go on to others).
 */
export function runOnObjects(
  handlers: readonly ObjectHandler[],
  ids: readonly string[],
  pick: CommandPick,
  lang: string,
  history?: UndoHistory,
): number {
  const plan = new Map<ObjectHandler, Map<string, { ids: string[]; commands: ObjectCommand[] }>>()
  let count = 0
  for (const id of new Set(ids)) {
    const handler = handlerFor(handlers, id)
    const command = handler ? pick(handler.commands(id, lang)) : undefined
    if (!handler || !command || command.disabled) continue
    const byCommand = plan.get(handler) ?? new Map<string, { ids: string[]; commands: ObjectCommand[] }>()
    plan.set(handler, byCommand)
    const share = byCommand.get(command.id) ?? { ids: [], commands: [] }
    byCommand.set(command.id, share)
    share.ids.push(id)
    share.commands.push(command)
    count++
  }
  if (count === 0) return 0
  const run = () => {
    for (const [handler, byCommand] of plan) {
      for (const [commandId, share] of byCommand) {
        if (share.ids.length > 1 && handler.runAll) handler.runAll(commandId, share.ids, lang)
        else share.commands.forEach((c) => c.run())
      }
    }
  }
  if (history) history.batch(run)
  else run()
  return count
}
