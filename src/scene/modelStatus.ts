/**
 * Which model files (glTF sculpts of any game) have loaded or failed, so a canvas can report the scene ready only
 * once every model it needs has settled (a failed model is drawn as a stand-in, which also counts as settled).
 */
import { useSyncExternalStore } from 'react'

/** Where a model file stands. */
export type ModelStatus = 'loading' | 'loaded' | 'failed'

const status = new Map<string, ModelStatus>()
const listeners = new Set<() => void>()
let version = 0

/** Records that the model at `url` has loaded or failed. */
export function markModel(url: string, s: Exclude<ModelStatus, 'loading'>): void {
  if (status.get(url) === s) return
  status.set(url, s)
  version++
  for (const l of listeners) l()
}

/** The status of the model at `url`. */
export function modelStatus(url: string): ModelStatus {
  return status.get(url) ?? 'loading'
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** True once every URL in `urls` has loaded or failed (re-renders when that changes). */
export function useModelsSettled(urls: readonly string[]): boolean {
  useSyncExternalStore(subscribe, () => version)
  return urls.every((u) => modelStatus(u) !== 'loading')
}
