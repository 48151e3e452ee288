/**
 * `window.__holotable`: a small read-mostly surface that end-to-end tests and the browser benchmark
 * use to find things on screen and to observe rendering. Each part of the app registers its own hooks.
 * It exposes nothing a peer could not already see in its own browser's devtools.
 */
export type TestHooks = Record<string, unknown>

declare global {
  interface Window {
    __holotable?: TestHooks
  }
}

/** Register (or replace) one named hook on `window.__holotable`. */
export function registerTestHook(name: string, value: unknown): void {
  if (typeof window === 'undefined') return
  const hooks = (window.__holotable ??= {})
  hooks[name] = value
}
