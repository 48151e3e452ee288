/**
 * Where a resolving ability stands (`state.ability.frames`): the effect list each frame runs — the ability's own, an
 * `if` branch, a "you may", or one player's turn of an "each friendly player" — and who "you" is there (./resolve.ts).
 */
import { rulesOf } from '../data/rules'
import type { PendingAbility, Player, SwlcgState } from '../types'
import type { Effect } from './vocabulary'

/**
 * The effects nested in an effect: an `if` branch (0 then, 1 else), a `may`'s effects, or an `each-player`'s (its
 * branch is the index of the player carrying them out in `state.players`).
 */
function nested(effect: Effect | undefined, branch: number): readonly Effect[] {
  if (effect?.do === 'if') return branch === 0 ? effect.then : (effect.else ?? [])
  if (effect?.do === 'may' || effect?.do === 'each-player') return effect.effects
  return []
}

/** The effect list at `path` in the card's rules: [ability], then (effect, branch) pairs into nested lists. */
export function listAt(card: string, path: readonly number[]): readonly Effect[] {
  const ability = rulesOf(card)[path[0]!]
  let list: readonly Effect[] = ability && 'effects' in ability ? ability.effects : []
  for (let i = 1; i + 1 < path.length; i += 2) list = nested(list[path[i]!], path[i + 1]!)
  return list
}

/** Who "you" is at the innermost frame: the player of the innermost `each-player` scope, else the ability's user. */
function actorOf(draft: SwlcgState, a: PendingAbility): Player {
  const user = a.ctx.user ?? a.ctx.side
  const path = a.frames[a.frames.length - 1]?.path ?? []
  const ability = rulesOf(a.card)[path[0]!]
  let list: readonly Effect[] = ability && 'effects' in ability ? ability.effects : []
  let actor = user
  for (let i = 1; i + 1 < path.length; i += 2) {
    const effect = list[path[i]!]
    if (effect?.do === 'each-player') actor = draft.players[path[i + 1]!] ?? actor
    list = nested(effect, path[i + 1]!)
  }
  return actor
}

/** Makes "you" (`ctx.side`) the player the innermost frame speaks to, or (`rest`) the ability's user again. */
export function speakTo(draft: SwlcgState, rest = false): void {
  const a = draft.ability
  if (!a) return
  const user = a.ctx.user ?? a.ctx.side
  const side = rest ? user : actorOf(draft, a)
  if (side !== a.ctx.side) draft.ability = { ...a, ctx: { ...a.ctx, side, user } }
}
