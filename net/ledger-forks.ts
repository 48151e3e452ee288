/**
 * Competing claims of one seat: which one stands.
 *
 * Two `@claim`s at the same place of a seat's chain (same `prev`) are a fork. When two people click a free
 * seat at once, that is a race and either outcome is fine. But a claim written later, with a `seen` that
 * pretends not to know the first one, must not take a seat (and its whole history) from the player who has
 * been sitting there. What tells them apart is what the other players did: their entries name, through
 * `seen` and `prev` links, the claim they had seen. So the claim **attested by more other keys** stands — a
 * key attests a claim when it holds a claim in another seat's chain and one of its entries there descends
 * from the claim. Ties (a real race, before anyone else reacted) go to the lower hash.
 *
 * What is left (docs/ARCHITECTURE.md, "What a hostile peer can and cannot do"): someone who also forks the
 * other seats with keys of their own can build a whole second history attested by itself; the rule then
 * picks one history deterministically, and every peer's diagnostics show the competing claims.
 */
import type { SeatId } from '../engine'
import { ACT } from './seat-acts'
import type { LogEntry } from './schema'

/** A well-formed, correctly signed entry and its hash. */
export interface Candidate {
  entry: LogEntry
  hash: string
}

/** The hashes of the claims that lose a fork, given every candidate of the room. */
export function losingClaims(candidates: readonly Candidate[]): Set<string> {
  const groups = new Map<string, Candidate[]>()
  for (const c of candidates) {
    if (c.entry.type !== ACT.claim) continue
    const key = `${c.entry.seat}\n${c.entry.n}\n${c.entry.prev}`
    const group = groups.get(key)
    if (group) group.push(c)
    else groups.set(key, [c])
  }
  const losers = new Set<string>()
  const contested = [...groups.values()].filter((g) => g.length > 1)
  if (contested.length === 0) return losers
  const children = childrenOf(candidates)
  const claimantsElsewhere = claimantsBySeat(candidates)
  for (const group of contested) {
    const seat = group[0]!.entry.seat
    const rivals = new Set(group.map((c) => c.entry.pub))
    const score = (c: Candidate) => attesters(c, children, seat, rivals, claimantsElsewhere).size
    const ranked = group
      .map((c) => ({ c, score: score(c) }))
      .sort((x, y) => y.score - x.score || (x.c.hash < y.c.hash ? -1 : x.c.hash > y.c.hash ? 1 : 0))
    for (const { c } of ranked.slice(1)) losers.add(c.hash)
  }
  return losers
}

/** For every candidate hash, the candidates that name it as `prev` or `seen`. */
function childrenOf(candidates: readonly Candidate[]): Map<string, Candidate[]> {
  const children = new Map<string, Candidate[]>()
  const link = (parent: string, child: Candidate) => {
    if (parent === '') return
    const list = children.get(parent)
    if (list) list.push(child)
    else children.set(parent, [child])
  }
  for (const c of candidates) {
    link(c.entry.prev, c)
    for (const head of c.entry.seen) link(head, c)
  }
  return children
}

/** For every seat, the keys that wrote a claim in its chain. */
function claimantsBySeat(candidates: readonly Candidate[]): Map<SeatId, Set<string>> {
  const out = new Map<SeatId, Set<string>>()
  for (const { entry } of candidates) {
    if (entry.type !== ACT.claim) continue
    const keys = out.get(entry.seat) ?? new Set<string>()
    keys.add(entry.pub)
    out.set(entry.seat, keys)
  }
  return out
}

/** Keys of other seats' claimants with an entry, in their own seat's chain, that descends from `claim`. */
function attesters(
  claim: Candidate,
  children: ReadonlyMap<string, Candidate[]>,
  seat: SeatId,
  rivals: ReadonlySet<string>,
  claimantsElsewhere: ReadonlyMap<SeatId, Set<string>>,
): Set<string> {
  const found = new Set<string>()
  const visited = new Set<string>([claim.hash])
  const queue = [claim.hash]
  while (queue.length > 0) {
    for (const child of children.get(queue.pop()!) ?? []) {
      if (visited.has(child.hash)) continue
      visited.add(child.hash)
      queue.push(child.hash)
      const { pub, seat: where } = child.entry
      if (where !== seat && !rivals.has(pub) && claimantsElsewhere.get(where)?.has(pub)) found.add(pub)
    }
  }
  return found
}
