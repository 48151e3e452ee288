/**
 * Vitest hooks for an e2e file: one built app on our server and one Chromium for the whole file. Kept
 * apart from harness.ts, which the browser benchmark also loads outside Vitest.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchBrowser, startApp, type AppServer } from './harness'

/** Starts both in `beforeAll`, closes them in `afterAll`; read `.app` and `.browser` inside hooks and tests. */
export function useAppAndBrowser(): { readonly app: AppServer; readonly browser: Browser } {
  const shared = {} as { app: AppServer; browser: Browser }
  beforeAll(async () => {
    shared.app = await startApp()
    shared.browser = await launchBrowser()
  })
  afterAll(async () => {
    await shared.browser?.close()
    await shared.app?.close()
  })
  return shared
}
