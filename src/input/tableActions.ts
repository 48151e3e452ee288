/**
 * Small table helpers shared by the input code and the toolbars. (Dice are rolled through the signed log with fair
 * entropy, by the table that owns the scene: see `rollDice` in src/sandbox/useSandboxActions.ts.)
 */

/** True when a key event is meant for a text field, not the table. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false
  const el = target as HTMLElement
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)
}
