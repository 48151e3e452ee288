/**
 * The table's keys: a command key ('f', 'shift+d', 'delete' …) runs that command on the objects it aims at
 * (through their handlers), ⌫ counting as Delete; Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y undo and redo this browser's own
 * moves; Ctrl+A selects everything movable; Esc clears the selection and ends measuring; M switches the measuring
 * tool. Keys typed into text fields, held-down repeats and keys while a menu is open are left alone.
 */
import { byKey, runOnObjects } from './commands'
import { keyName } from './keys'
import type { ObjectHandler } from './objectHandlers'
import { isTypingTarget } from './tableActions'
import type { UndoHistory } from './undoHistory'

/** What the key handler works on. */
export interface KeyboardContext {
  handlers: readonly ObjectHandler[]
  history: UndoHistory
  lang: () => string
  /** The objects a command key acts on now (the hovered one or the selection). */
  targets: () => readonly string[]
  selectAll(): void
  /** Esc: clears the selection and ends measuring. */
  escape(): void
  toggleMeasure(): void
  /** True while something else owns the keyboard (an open context menu). */
  blocked?: () => boolean
}

type KeyEvent = Pick<
  KeyboardEvent,
  'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey' | 'repeat' | 'target' | 'preventDefault'
>

/** A keydown listener for the table. */
export function createKeyHandler(ctx: KeyboardContext): (e: KeyEvent) => void {
  return (e) => {
    if (isTypingTarget(e.target) || ctx.blocked?.()) return
    const key = e.key.toLowerCase()
    if (e.ctrlKey || e.metaKey) {
      if (e.altKey) return
      const handled =
        key === 'z'
          ? e.shiftKey
            ? ctx.history.redo()
            : ctx.history.undo()
          : key === 'y'
            ? ctx.history.redo()
            : key === 'a'
              ? (ctx.selectAll(), true)
              : null
      // Even with nothing to undo, Ctrl+Z belongs to the table here (not the browser's page-level undo).
      if (handled !== null) e.preventDefault()
      return
    }
    if (e.altKey || e.repeat) return
    if (key === 'escape') return ctx.escape()
    if (key === 'm' && !e.shiftKey) {
      e.preventDefault()
      return ctx.toggleMeasure()
    }
    const targets = ctx.targets()
    if (targets.length === 0) return
    // Mac keyboards have no Delete key: their ⌫ removes too.
    const name = key === 'backspace' ? 'delete' : keyName(e)
    if (runOnObjects(ctx.handlers, targets, byKey(name), ctx.lang(), ctx.history) > 0) e.preventDefault()
  }
}
