import { describe, expect, it } from 'vitest'
import { byId, runOnObjects } from './commands'
import { createKeyHandler } from './keyboard'
import type { KeyboardContext } from './keyboard'
import type { ObjectCommand, ObjectHandler } from './objectHandlers'
import { keyCap, keyName } from './keys'
import { createUndoHistory } from './undoHistory'

/** A handler owning ids with `prefix`, logging every command it runs ("flip c1", "all shuffle p1,p2"). */
function fakeHandler(prefix: string, log: string[], options: { runAll?: boolean; disabled?: string } = {}) {
  const commands = (id: string): ObjectCommand[] => [
    { id: 'flip', label: 'Flip', key: 'f', run: () => log.push(`flip ${id}`) },
    { id: 'deal', label: 'Deal', key: 'shift+d', run: () => log.push(`deal ${id}`) },
    { id: 'remove', label: 'Remove', key: 'delete', disabled: options.disabled, run: () => log.push(`remove ${id}`) },
  ]
  const handler: ObjectHandler = {
    owns: (id) => id.startsWith(prefix),
    movable: () => true,
    drop: () => {},
    commands,
    ...(options.runAll ? { runAll: (c: string, ids: readonly string[]) => void log.push(`all ${c} ${ids}`) } : {}),
  }
  return handler
}

function setup(targets: string[], options: { runAll?: boolean; disabled?: string } = {}) {
  const log: string[] = []
  const history = createUndoHistory()
  const handlers = [fakeHandler('pile:', log, options), fakeHandler('t', log)]
  const calls: string[] = []
  const ctx: KeyboardContext = {
    handlers,
    history,
    lang: () => 'en',
    targets: () => targets,
    selectAll: () => calls.push('selectAll'),
    escape: () => calls.push('escape'),
    toggleMeasure: () => calls.push('measure'),
  }
  const onKey = createKeyHandler(ctx)
  const press = (key: string, mods: Partial<KeyboardEvent> = {}) => {
    let prevented = false
    onKey({
      key,
      shiftKey: false,
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      repeat: false,
      target: null,
      preventDefault: () => void (prevented = true),
      ...mods,
    })
    return prevented
  }
  return { log, calls, history, press, ctx }
}

describe('table keys', () => {
  it('runs the key’s command on every target through the handler that owns it', () => {
    const { log, press } = setup(['pile:a', 'token-1'])
    expect(press('f')).toBe(true)
    expect(log).toEqual(['flip pile:a', 'flip token-1'])
  })

  it('tells D from Shift+D, and ignores keys no command has', () => {
    const { log, press } = setup(['pile:a'])
    expect(press('d')).toBe(false)
    expect(press('D', { shiftKey: true })).toBe(true)
    expect(log).toEqual(['deal pile:a'])
  })

  it('lets ⌫ remove like Delete (Mac keyboards have no Delete key)', () => {
    const { log, press } = setup(['token-1'])
    expect(press('Backspace')).toBe(true)
    expect(log).toEqual(['remove token-1'])
  })

  it('hands a group to runAll when the handler has one', () => {
    const { log, press } = setup(['pile:a', 'pile:b', 'token-1'], { runAll: true })
    press('f')
    expect(log).toEqual(['all flip pile:a,pile:b', 'flip token-1'])
  })

  it('skips disabled commands, repeats, text fields and modifier chords', () => {
    const { log, press } = setup(['pile:a'], { disabled: 'searched by Anna' })
    expect(press('Delete')).toBe(false)
    press('f', { repeat: true })
    press('f', { altKey: true })
    press('f', { target: { tagName: 'INPUT' } as unknown as EventTarget })
    expect(log).toEqual([])
  })

  it('does nothing while a menu owns the keyboard', () => {
    const { log, press, ctx } = setup(['token-1'])
    let menuOpen = true
    ctx.blocked = () => menuOpen
    press('f')
    expect(log).toEqual([])
    menuOpen = false
    press('f')
    expect(log).toEqual(['flip token-1'])
  })

  it('undoes with Ctrl+Z, redoes with Ctrl+Shift+Z and Ctrl+Y, selects all with Ctrl+A', () => {
    const { history, press, calls } = setup([])
    let value = 0
    history.push({ label: 'x', undo: () => void (value -= 1), redo: () => void (value += 1) })
    expect(press('z', { ctrlKey: true })).toBe(true)
    expect(value).toBe(-1)
    press('Z', { ctrlKey: true, shiftKey: true })
    expect(value).toBe(0)
    press('z', { metaKey: true })
    press('y', { ctrlKey: true })
    expect(value).toBe(0)
    press('a', { ctrlKey: true })
    press('m')
    press('Escape')
    expect(calls).toEqual(['selectAll', 'measure', 'escape'])
  })

  it('makes one undo step of a key that changes several objects', () => {
    const log: string[] = []
    const history = createUndoHistory()
    const handler: ObjectHandler = {
      owns: () => true,
      movable: () => true,
      drop: () => {},
      commands: (id) => [
        {
          id: 'flip',
          label: 'Flip',
          key: 'f',
          run: () => history.push({ label: 'Flip', undo: () => void log.push(`unflip ${id}`), redo: () => {} }),
        },
      ],
    }
    expect(runOnObjects([handler], ['a', 'b'], byId('flip'), 'en', history)).toBe(2)
    history.undo()
    expect(log).toEqual(['unflip b', 'unflip a'])
    expect(history.canUndo()).toBe(false)
  })

  it('prefers the first command id that exists (double-click: flip, else roll)', () => {
    const pick = byId('flip', 'roll')
    const roll: ObjectCommand = { id: 'roll', label: 'Roll', run: () => {} }
    expect(pick([roll])).toBe(roll)
    expect(pick([])).toBeUndefined()
  })
})

describe('key names', () => {
  it('names keys the way commands bind them and shows them as key caps', () => {
    expect(keyName({ key: 'F', shiftKey: false })).toBe('f')
    expect(keyName({ key: 'D', shiftKey: true })).toBe('shift+d')
    expect(keyName({ key: '?', shiftKey: true })).toBe('?')
    expect(keyName({ key: 'Delete', shiftKey: false })).toBe('delete')
    expect(keyCap('shift+d')).toBe('Shift+D')
    expect(keyCap('delete')).toBe('Del')
    expect(keyCap('f')).toBe('F')
  })
})
