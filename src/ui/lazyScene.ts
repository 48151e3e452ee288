/** React.lazy for views that draw with three (see lazyViews.ts for why they are chunks of their own). */
import { lazy, type ComponentType } from 'react'

/**
 * A lazy component for a view that draws with three. three's console filter (scene/threeConsole) is installed
 * as the chunk arrives: it must be in place before the first canvas, and it is three code too.
 */
export function lazyScene<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [{ installThreeConsole }, component] = await Promise.all([import('../scene/threeConsole'), load()])
    installThreeConsole()
    return { default: component }
  })
}
