/**
 * What a hand card dropped on the 3D table does: a unit or an event is played; an enhancement goes onto the card it
 * was dropped on when that card is a legal host, and when it was dropped elsewhere with a choice of hosts, the card
 * is chosen instead so the decision panel lists its hosts. Pure.
 */
import type { SlotId } from '../../../../engine/core/hidden'
import type { SwlcgAction } from '../../../../engine/games/swlcg'
import { halfExtents } from '../../../../net/table'
import type { SceneObject } from '../../../scene/sceneObject'
import { slotOfObject } from './layout'

type Play = Extract<SwlcgAction, { type: 'play' }>

/** The slot of the card lying on top at table point (x, z), or null where no card lies. */
export function cardAt(objects: ReadonlyMap<string, SceneObject>, x: number, z: number): SlotId | null {
  let best: { slot: SlotId; layer: number } | null = null
  for (const [id, obj] of objects) {
    const slot = obj.kind === 'card' ? slotOfObject(id) : null
    if (!slot) continue
    const { hx, hz } = halfExtents('card', obj.quarter)
    const inside = Math.abs(obj.x - x) <= hx && Math.abs(obj.z - z) <= hz
    if (inside && (!best || obj.layer > best.layer)) best = { slot, layer: obj.layer }
  }
  return best?.slot ?? null
}

/**
 * The play a drop of hand card `slot` onto card `target` (null: the bare table) makes: the first legal play of it
 * (the panel's first button for it), onto `target` when that is one of its hosts; 'choose' when it needs a host and
 * the drop did not name one of several; null when the card cannot be played now.
 */
export function dropPlay(legal: readonly SwlcgAction[], slot: SlotId, target: SlotId | null): Play | 'choose' | null {
  const plays = legal.filter((a): a is Play => a.type === 'play' && a.payload.slot === slot)
  if (plays.length === 0) return null
  const hosts = new Set(plays.map((p) => p.payload.host ?? null))
  if (hosts.has(null)) return plays[0]!
  const onTarget = plays.find((p) => p.payload.host === target)
  if (onTarget) return onTarget
  return hosts.size === 1 ? plays[0]! : 'choose'
}
