/**
 * Vitest hooks for an e2e file: one built app on our server and one Chromium for the whole file. Kept
 * apart from harness.ts, which the browser benchmark also loads outside Vitest.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'
import { launchBrowser, startApp, takeConsoleProblems, type AppServer } from './harness'

/**
 * Starts both in `beforeAll`, closes them in `afterAll`; read `.app` and `.browser` inside hooks and tests.
 * After the file, no page it opened may have logged an error, a warning or an uncaught exception, except
 * messages matching `expectedConsole` (a file that provokes them on purpose says which).
 */
export function useAppAndBrowser(expectedConsole: readonly RegExp[] = []): {
  readonly app: AppServer
  readonly browser: Browser
} {
  const shared = {} as { app: AppServer; browser: Browser }
  beforeAll(async () => {
    shared.app = await startApp()
    shared.browser = await launchBrowser()
  })
  afterAll(async () => {
    const problems = takeConsoleProblems(expectedConsole)
    await shared.browser?.close()
    await shared.app?.close()
    expect(problems, `unexpected console output:\n${problems.join('\n')}`).toEqual([])
  })
  return shared
}
