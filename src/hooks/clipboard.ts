/**
 * Copies text to the clipboard. The async Clipboard API exists only in secure contexts, and a LAN game
 * is often served over plain http from another machine, so this falls back to a hidden textarea.
 */

/** Copies `text`; resolves false when the browser refused both ways. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Permission denied or unfocused document: try the old way below.
  }
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.append(area)
  area.select()
  try {
    return document.execCommand('copy')
  } catch {
    return false
  } finally {
    area.remove()
  }
}
