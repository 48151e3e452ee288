/**
 * Small table helpers shared by the input code and the toolbars: whether a key goes to a text field, and how this
 * browser rolls free dice.
 */
import type * as Y from 'yjs'
import { drawEntropy } from '../../net/entropy'
import { rollDie } from '../../net/table'

/**
 * Rolls free dice of the table map, each with fresh entropy from `drawEntropy` (the one fair source of this
 * browser). The default `rollDice` of the free-object handler, until rolls go through the shared log.
 */
export function rollDiceLocally(doc: Y.Doc): (ids: readonly string[]) => void {
  return (ids) => {
    for (const id of ids) void drawEntropy(8).then((entropy) => rollDie(doc, id, entropy))
  }
}

/** True when a key event is meant for a text field, not the table. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false
  const el = target as HTMLElement
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)
}
