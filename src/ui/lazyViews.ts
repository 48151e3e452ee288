/**
 * The views that draw with three (every table, the Hoth and skirmish previews), loaded as their own chunks when first shown:
 * the lobby's first load carries none of three, @react-three/fiber, drei or the games' code. Render each inside
 * a Suspense boundary (ChunkLoading is the fallback). Each game's table is lazy in turn (TableView.tsx).
 */
import { lazy } from 'react'
import { lazyScene } from './lazyScene'

const loadTableView = () => import('./TableView').then((m) => m.TableView)

/** The table of an open room (picks the game's own view, itself lazy). */
export const TableView = lazy(() => loadTableView().then((component) => ({ default: component })))

/** Starts loading the table view's chunk early (while the room opens), so the table does not wait for it. */
export function preloadTableView(): void {
  void loadTableView()
}

/** A Battle of Hoth scenario's starting battlefield alone (`?preview=hoth`). */
export const HothPreview = lazyScene(() => import('../games/hoth/scene/HothPreview').then((m) => m.HothPreview))

/** A skirmish map with the box's squads deployed, alone (`?preview=swm&figures=20`). */
export const SwmPreview = lazyScene(() => import('../games/swm/preview/SwmPreview').then((m) => m.SwmPreview))
