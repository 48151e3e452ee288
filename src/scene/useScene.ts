/**
 * What every part of the scene shares: the room, the table model and the painted textures. Provided by
 * TableScene inside the Canvas.
 */
import { createContext, useContext } from 'react'
import type { Room } from '../../net/types'
import type { ObjectCommand, ObjectHandler } from '../input/objectHandlers'
import type { UndoHistory } from '../input/undoHistory'
import type { SceneAssets } from './sceneAssets'
import type { TableModel } from './tableModel'

/** The shared scene objects. */
export interface SceneValue {
  room: Room
  model: TableModel
  assets: SceneAssets
  /** Handlers of objects that are not free table-map objects (the tabletop's piles and cards). */
  handlers: readonly ObjectHandler[]
  /** This browser's undo history, shared with the other handlers; TableInput keeps its own when absent. */
  history?: UndoHistory
  /** How free dice of the table map are rolled (fair rolls); default: each with this browser's own entropy. */
  rollDice: (ids: readonly string[]) => void
  /** Entries of the empty table's context menu at (x, z) (import a deck, roll all dice …), labels in `lang`. */
  tableCommands?: (x: number, z: number, lang: string) => ObjectCommand[]
}

/** Context carrying the SceneValue; TableScene provides it. */
export const SceneContext = createContext<SceneValue | null>(null)

/** The shared scene objects; only inside TableScene. */
export function useScene(): SceneValue {
  const value = useContext(SceneContext)
  if (!value) throw new Error('useScene must be used inside <TableScene>')
  return value
}
