import { describe, expect, it } from 'vitest'
import { createUndoHistory } from './undoHistory'

/** A counter changed through undoable steps, with a log of what ran. */
function counter() {
  const state = { value: 0, log: [] as string[] }
  const add = (history: ReturnType<typeof createUndoHistory>, n: number) => {
    state.value += n
    history.push({
      label: `+${n}`,
      undo: () => {
        state.value -= n
        state.log.push(`undo +${n}`)
      },
      redo: () => {
        state.value += n
        state.log.push(`redo +${n}`)
      },
    })
  }
  return { state, add }
}

describe('undo history', () => {
  it('undoes and redoes steps in order, and a new step forgets what was undone', () => {
    const history = createUndoHistory()
    const { state, add } = counter()
    add(history, 1)
    add(history, 10)
    expect(history.next()).toEqual({ undo: '+10', redo: null })
    expect(history.undo()).toBe(true)
    expect(state.value).toBe(1)
    expect(history.redo()).toBe(true)
    expect(state.value).toBe(11)
    history.undo()
    history.undo()
    expect(state.value).toBe(0)
    expect(history.undo()).toBe(false)
    expect(history.canRedo()).toBe(true)
    add(history, 5)
    expect(history.canRedo()).toBe(false)
    expect(history.redo()).toBe(false)
    expect(state.value).toBe(5)
  })

  it('keeps at most the limit of steps', () => {
    const history = createUndoHistory(3)
    const { state, add } = counter()
    for (let i = 1; i <= 5; i++) add(history, i)
    while (history.undo());
    // 1 and 2 were forgotten: only 3 + 4 + 5 came back off.
    expect(state.value).toBe(3)
  })

  it('makes one step of everything pushed inside a batch, undone last-first', () => {
    const history = createUndoHistory()
    const { state, add } = counter()
    history.batch(() => {
      add(history, 1)
      add(history, 2)
    })
    history.batch(() => {})
    expect(history.next().undo).toBe('+1')
    history.undo()
    expect(state.value).toBe(0)
    expect(state.log).toEqual(['undo +2', 'undo +1'])
    expect(history.canUndo()).toBe(false)
    history.redo()
    expect(state.value).toBe(3)
  })

  it('ignores steps pushed while undoing, and tells listeners about every change', () => {
    const history = createUndoHistory()
    let calls = 0
    const stop = history.onChange(() => calls++)
    history.push({ label: 'a', undo: () => history.push({ label: 'echo', undo() {}, redo() {} }), redo() {} })
    history.undo()
    expect(history.canUndo()).toBe(false)
    expect(calls).toBe(2)
    stop()
    history.redo()
    expect(calls).toBe(2)
  })
})
