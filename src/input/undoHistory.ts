/**
 * This browser's undo/redo history of its own table moves. Every handler that changes the table pushes a step that
 * knows how to take its own change back (and put it again), touching only the objects it changed, so undo never
 * rolls back what another person did meanwhile. Kept in memory: a reload forgets it.
 */

/** One undoable step: how to take it back and how to do it again. Neither may throw. */
export interface UndoStep {
  /** What the step did, in the UI language ("Move", "Flip" …), for tooltips. */
  label: string
  undo(): void
  redo(): void
}

/** The history; see the file comment. */
export interface UndoHistory {
  /** Records a step just done; forgets everything that was undone before it. */
  push(step: UndoStep): void
  /** Runs `fn`; every step it pushes becomes part of one step (a group move over two handlers is one undo). */
  batch(fn: () => void): void
  /** Takes back the latest step; returns whether there was one. */
  undo(): boolean
  /** Does the latest undone step again; returns whether there was one. */
  redo(): boolean
  canUndo(): boolean
  canRedo(): boolean
  /** Labels of the steps undo and redo would take next (null for none), for buttons. */
  next(): { undo: string | null; redo: string | null }
  /** Calls `listener` after every change of the history; returns the unsubscribe function. */
  onChange(listener: () => void): () => void
}

/** How many steps are kept; older ones are forgotten. */
export const UNDO_LIMIT = 200

/** A fresh, empty history keeping at most `limit` steps. */
export function createUndoHistory(limit = UNDO_LIMIT): UndoHistory {
  const done: UndoStep[] = []
  const undone: UndoStep[] = []
  const listeners = new Set<() => void>()
  let batching: UndoStep[] | null = null
  // While a step is being undone or redone, whatever it pushes (a handler reusing its own writers) is not recorded.
  let replaying = false

  const changed = () => listeners.forEach((l) => l())

  const history: UndoHistory = {
    push(step) {
      if (replaying) return
      if (batching) {
        batching.push(step)
        return
      }
      done.push(step)
      if (done.length > limit) done.splice(0, done.length - limit)
      undone.length = 0
      changed()
    },
    batch(fn) {
      if (batching) return fn()
      const steps: UndoStep[] = []
      batching = steps
      try {
        fn()
      } finally {
        batching = null
      }
      if (steps.length === 1) history.push(steps[0] as UndoStep)
      else if (steps.length > 1) history.push(combine(steps))
    },
    undo: () => replay(done, undone, 'undo'),
    redo: () => replay(undone, done, 'redo'),
    canUndo: () => done.length > 0,
    canRedo: () => undone.length > 0,
    next: () => ({ undo: done.at(-1)?.label ?? null, redo: undone.at(-1)?.label ?? null }),
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }

  function replay(from: UndoStep[], to: UndoStep[], how: 'undo' | 'redo'): boolean {
    const step = from.pop()
    if (!step) return false
    replaying = true
    try {
      step[how]()
    } finally {
      replaying = false
    }
    to.push(step)
    changed()
    return true
  }

  return history
}

/** Several steps as one: undone last-first, redone first-first. */
function combine(steps: readonly UndoStep[]): UndoStep {
  return {
    label: steps[0]?.label ?? '',
    undo: () => [...steps].reverse().forEach((s) => s.undo()),
    redo: () => steps.forEach((s) => s.redo()),
  }
}
