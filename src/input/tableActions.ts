/**
 * Keyboard commands on a table object, as data: which key does what, and what it does to the document.
 * Keys act on the hovered object, else the selected one.
 */
import type * as Y from 'yjs'
import { drawEntropy } from '../../net/entropy'
import { flipObject, readObject, rollDie, rotateObject, setLocked } from '../../net/table'

/** Something a key (or a double-click) does to an object. */
export type TableAction = 'flip' | 'tap' | 'rotateLeft' | 'rotateRight' | 'lock'

/** Key (KeyboardEvent.key, lower case) → action. F, R, Q, E and L sit in the same place on QWERTY and QWERTZ. */
export const KEY_BINDINGS: Readonly<Record<string, TableAction>> = {
  f: 'flip',
  r: 'tap',
  q: 'rotateLeft',
  e: 'rotateRight',
  l: 'lock',
}

/** Applies `action` to object `id`; returns whether the document changed (or, for a roll, will change). */
export function applyTableAction(doc: Y.Doc, id: string, action: TableAction): boolean {
  const obj = readObject(doc, id)
  if (!obj) return false
  switch (action) {
    case 'flip':
      // A die has no back: flipping it means rolling it.
      if (obj.kind !== 'die') return flipObject(doc, id)
      void drawEntropy(8).then((entropy) => rollDie(doc, id, entropy))
      return true
    case 'tap':
      // Tap turns an upright object a quarter clockwise; anything turned goes back upright.
      return rotateObject(doc, id, obj.quarter === 0 ? 1 : -obj.quarter)
    case 'rotateLeft':
      return rotateObject(doc, id, -1)
    case 'rotateRight':
      return rotateObject(doc, id, 1)
    case 'lock':
      return setLocked(doc, id, !obj.locked)
  }
}

/** True when a key event is meant for a text field, not the table. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false
  const el = target as HTMLElement
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)
}
