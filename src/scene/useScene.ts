/**
 * What every part of the scene shares: the room, the table model and the painted textures. Provided by
 * TableScene inside the Canvas.
 */
import { createContext, useContext } from 'react'
import type { Room } from '../../net/types'
import type { ObjectHandler } from '../input/objectHandlers'
import type { SceneAssets } from './sceneAssets'
import type { TableModel } from './tableModel'

/** The shared scene objects. */
export interface SceneValue {
  room: Room
  model: TableModel
  assets: SceneAssets
  /** Handlers of objects that are not free table-map objects (the tabletop's piles and cards). */
  handlers: readonly ObjectHandler[]
}

/** Context carrying the SceneValue; TableScene provides it. */
export const SceneContext = createContext<SceneValue | null>(null)

/** The shared scene objects; only inside TableScene. */
export function useScene(): SceneValue {
  const value = useContext(SceneContext)
  if (!value) throw new Error('useScene must be used inside <TableScene>')
  return value
}
