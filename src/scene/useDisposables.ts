import { useEffect, useMemo } from 'react'

/** GPU objects a component owns (geometries, materials, textures), by name. */
export type Disposables = Record<string, { dispose(): void }>

/** Makes a component's GPU objects once and disposes of them when it unmounts. */
export function useDisposables<T extends Disposables>(make: () => T): T
/** Makes a component's GPU objects for `key`, again when it changes, disposing of the old ones. */
export function useDisposables<T extends Disposables, K>(make: (key: K) => T, key: K): T
/**
 * The objects `make` returns, made once per `key` and disposed with the component (or when `key` changes).
 * `make` must be a module-level function: it is a dependency.
 */
export function useDisposables<T extends Disposables, K>(make: (key?: K) => T, key?: K): T {
  const owned = useMemo(() => make(key), [make, key])
  useEffect(
    () => () => {
      for (const v of Object.values(owned)) v.dispose()
    },
    [owned],
  )
  return owned
}
