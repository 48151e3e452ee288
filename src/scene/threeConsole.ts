/**
 * three.js's own console output, routed through one function that drops the warnings we know come from a
 * dependency and cannot act on, so the console stays clean for what matters: @react-three/fiber 9 creates a
 * THREE.Clock for every canvas, which three r183+ calls deprecated (pmndrs/react-three-fiber#3741; fiber 10
 * replaces it with THREE.Timer). Nothing of ours uses THREE.Clock. Everything else reaches the console unchanged.
 */
import { setConsoleFunction } from 'three'

/** Messages from dependencies, as three prints them, that the app leaves unsaid. */
const DEPENDENCY_WARNINGS: readonly RegExp[] = [/^THREE\.Clock: This module has been deprecated/]

/** Whether three's `level` message is one of the known dependency warnings. */
export function isDependencyWarning(level: string, message: unknown): boolean {
  return level === 'warn' && typeof message === 'string' && DEPENDENCY_WARNINGS.some((known) => known.test(message))
}

/** A stack trace three may pass as the first parameter (what its default console function does with it). */
type StackTrace = { isStackTrace: true; getError(message: string): Error }

/** Installs the filter; call once before the first canvas. */
export function installThreeConsole(): void {
  setConsoleFunction((level: 'log' | 'warn' | 'error', message: string, ...params: unknown[]) => {
    if (isDependencyWarning(level, message)) return
    const trace = params[0] as StackTrace | undefined
    if (trace?.isStackTrace) console[level](trace.getError(message))
    else console[level](message, ...params)
  })
}
