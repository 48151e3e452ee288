/**
 * Doors (rulebook "Ajtók", analysis §14): "Egy ajtó bármelyik karakter fordulójának a végén kinyílik, ha a karakter az
 * ajtó szomszédságában fejezi be a mozgását … Az ajtó addig marad nyitva, míg valaki áll mellette. A mellőle
 * utolsóként ellépő karakter fordulójának a végén az ajtó bezáródik." So at the end of every turn (and after
 * deployment) each ordinary door is open exactly when a figure stands on one of its adjacent squares, unless Door
 * Gimmick or Override holds it; nothing opens in the middle of a move. The airlock and the blast door stay shut.
 */
import type { EngineEvent } from '../../core/types'
import type { Ctx } from './context'
import { placedFigures, spaceOfFigure } from './context'
import { inSpace } from './geometry/squares'
import { heldOpen, releaseFallen } from './doorLocks'
import type { SwmState } from './types'

/**
 * Opens and closes every ordinary door by who stands next to it now, except a door Door Gimmick or Override holds
 * (doorLocks.ts), which stays as held; returns whether any changed.
 */
export function updateDoors(state: SwmState, ctx: Ctx, events: EngineEvent[]): boolean {
  releaseFallen(state, events)
  const spaces = placedFigures(state).map((f) => spaceOfFigure(ctx, f)!)
  let changed = false
  for (const door of ctx.map.doors) {
    if (door.role) continue
    const open = heldOpen(state, door.id) ?? door.adjacent.some((s) => spaces.some((space) => inSpace(space, s)))
    if (state.doors[door.id] === open) continue
    state.doors[door.id] = open
    changed = true
    events.push({ type: open ? 'door-opened' : 'door-closed', data: { door: door.id } })
  }
  return changed
}
