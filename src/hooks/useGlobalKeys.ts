/**
 * App-wide keys: `?` toggles the help overlay, Esc closes the topmost overlay. Keys typed into a text
 * field are left alone, so a `?` in a chat line or a password stays a character.
 */
import { useEffect } from 'react'
import { useOverlays } from '../ui/overlayStore'

/** True when the key event goes to something the user types into. */
export function isTyping(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false
  const el = target as HTMLElement
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)
}

/** Installs the global key handlers while mounted. */
export function useGlobalKeys(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const { actions } = useOverlays.getState()
      if (e.key === 'Escape') {
        if (actions.closeTop()) e.preventDefault()
        return
      }
      if (e.key === '?' && !e.ctrlKey && !e.metaKey && !e.altKey && !isTyping(e.target)) {
        e.preventDefault()
        actions.toggle('help')
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
}
