/**
 * Rolls between the seats, the exchange half (roll-status.ts judges them): how a page rolls, answers the
 * others' rolls and names a seat that does not answer, with no server and no clicks from anyone.
 *
 * - **Rolling**: the page appends the action itself as a roll entry, with its seat's next precommitted value
 *   and the contributors (the game's other seats held now). The action is signed and in the log before any
 *   share exists; from then on the roller has nothing left to do or to withhold.
 * - **Answering**: for every pending roll that names a seat this key holds, the page appends `@share` with
 *   that seat's next value — once per roll and seat, remembered in this browser (answered.ts) before it is
 *   written, whatever the shared document says later.
 * - **Timeouts**: a page holding another seat the roll asked, that has waited `timeoutMs` for it
 *   (`offlineTimeoutMs` when every missing holder is offline), names the missing seats in a `@timeout`. The roller's own page may name only
 *   seats that were freed since the roll (roll-status.ts says why); in a two-player game a silent opponent is
 *   therefore named only after the other player frees their seat by vote.
 * - Before a tenure runs out of values it publishes its next anchor (chain-values.ts).
 * One honest round trip: the roll reaches the others, their shares come back.
 */
import type * as Y from 'yjs'
import type { Action, Json, SeatId } from '../engine'
import type { AnsweredStore } from './answered'
import { CHAIN_LENGTH, CHAIN_REFILL_AT, chainAnchor, chainValue } from './chain-values'
import { roomDomain } from './domain'
import type { Identity } from './identity'
import { START_TYPE } from './game-start'
import { ledgerOf } from './ledger'
import type { AcceptedEntry } from './ledger-pass'
import { entryHash } from './log-entry'
import type { RollStatus } from './roll-status'
import { ACT } from './seat-acts'
import type { RollRequest } from './schema'
import { appendEntry, LOG_ORIGIN, type AppendResult } from './signed-log'

/** How long a seated page waits for a share before it names the seat (ms). */
export const ROLL_TIMEOUT_MS = 10_000
/** The same, when every missing seat's holder is offline (ms). */
export const OFFLINE_TIMEOUT_MS = 3_000

/** What the exchange needs from the room. */
export interface RollExchangeOptions {
  doc: Y.Doc
  identity: Identity
  answered: AnsweredStore
  /** True when the holder of `publicKey` is connected now (awareness). */
  isOnline(publicKey: string): boolean
  timeoutMs?: number
  offlineTimeoutMs?: number
  /** The clock (ms); tests pass a fake one. */
  now?: () => number
}

/** A settled roll: its entry, and how it ended. */
export type RollResult = (AppendResult & { ok: true; status: RollStatus }) | Extract<AppendResult, { ok: false }>

/** A running exchange. */
export interface RollExchange {
  /**
   * Rolls `action` of game `game` as `seat`, drawing `bytes` bytes with the seats of `among` (the game's seats)
   * held now; resolves once the roll is settled (complete or void).
   */
  roll(seat: SeatId, game: string, action: Action, bytes: number, among: readonly SeatId[]): Promise<RollResult>
  /**
   * Says which start entries of `game` are valid (net/game-start.ts `validStart`): the page answers only those,
   * names the others void at once, and counts only a valid one as the game's start. Returns the undo.
   */
  checkStarts(game: string, valid: (start: AcceptedEntry) => boolean): () => void
  /** Looks at the log again now (also runs after every change; call it when who is online changes). */
  check(): void
  destroy(): void
}

/** Starts rolling, answering and timing out in `options.doc`. */
export function startRolls(options: RollExchangeOptions): RollExchange {
  const { doc, identity, answered, isOnline } = options
  const now = options.now ?? Date.now
  const timeoutMs = options.timeoutMs ?? ROLL_TIMEOUT_MS
  const offlineMs = options.offlineTimeoutMs ?? OFFLINE_TIMEOUT_MS
  const ledger = ledgerOf(doc)
  const room = roomDomain(doc)
  const waiters = new Map<string, ((result: RollResult) => void)[]>()
  const firstSeen = new Map<string, number>()
  let timer: ReturnType<typeof setTimeout> | null = null
  let scheduled = false
  let destroyed = false
  let ready = false
  void answered.ready.then(() => {
    ready = true
    schedule()
  })

  const mine = () => [...ledger.bindings()].filter(([, t]) => t.holder === identity.publicKey).map(([s]) => s)

  /** The next value `seat` reveals, publishing a new anchor first when the current one runs low. */
  const nextValue = (seat: SeatId): string => {
    let head = ledger.head(seat)
    const place = () => ({ room, seat, tenure: head.tenure!.claimN, anchor: head.anchorIndex })
    if (head.used >= CHAIN_LENGTH - CHAIN_REFILL_AT) {
      const anchor = chainAnchor(identity, { ...place(), anchor: head.anchorIndex + 1 })
      appendEntry(doc, identity, seat, { game: '', type: ACT.anchor, payload: { anchor } })
      head = ledger.head(seat)
    }
    return chainValue(identity, place(), head.used)
  }

  /** The games' start checks (`checkStarts`); a game without one counts every start entry as valid. */
  const startChecks = new Map<string, (start: AcceptedEntry) => boolean>()
  const validStart = (start: AcceptedEntry) => startChecks.get(start.entry.game)?.(start) ?? true

  /**
   * A start roll is declined when its game would skip it (a forged record: answering would let it block the real
   * start), or when the game already started: answering could let a late (or back-dated) start replace the game
   * being played (net/game-start.ts). Such a roll is named void at once instead.
   */
  const declines = (record: AcceptedEntry): boolean =>
    record.entry.type === START_TYPE &&
    (!validStart(record) ||
      ledger
        .accepted()
        .some(
          (other) =>
            other.entry.type === START_TYPE &&
            other.entry.game === record.entry.game &&
            other.hash !== record.hash &&
            ledger.roll(other.hash)?.state === 'complete' &&
            validStart(other),
        ))

  /** Answers every pending roll that asks a seat this key holds, once per roll and seat. */
  const answer = (held: SeatId[]) => {
    for (const record of pendingRolls()) {
      const status = ledger.roll(record.hash)
      if (status?.state !== 'pending' || declines(record)) continue
      for (const seat of held) {
        if (!status.waitingFor.includes(seat) || answered.has(record.hash, seat)) continue
        // Only the tenure that held the seat where the roll stands may answer it.
        if (record.bindings.get(seat)?.holder !== identity.publicKey) continue
        answered.add(record.hash, seat)
        doc.transact(() => {
          const value = nextValue(seat)
          appendEntry(doc, identity, seat, { game: '', type: ACT.share, payload: { for: record.hash, value } })
        }, LOG_ORIGIN)
      }
    }
  }

  /** Names the missing seats of rolls that waited too long, as a seat of this page that may (see the file comment). */
  const timeOut = (held: SeatId[]) => {
    let soonest = Infinity
    const bindings = ledger.bindings()
    for (const record of pendingRolls()) {
      const status = ledger.roll(record.hash)
      if (status?.state !== 'pending') continue
      const freed = status.waitingFor.every((seat) => bindings.get(seat)?.claim !== record.bindings.get(seat)?.claim)
      const from = record.entry.roll!.from
      const roller = held.includes(record.entry.seat) ? record.entry.seat : undefined
      const asked = held.find((seat) => seat !== record.entry.seat && from.includes(seat))
      const writer = asked ?? (freed ? roller : undefined)
      const declined = declines(record)
      // Answered by this page's own seats in a moment (hotseat), or nobody here may name them.
      if (writer === undefined || (!declined && status.waitingFor.some((seat) => held.includes(seat)))) continue
      const since = firstSeen.get(record.hash) ?? now()
      firstSeen.set(record.hash, since)
      const offline = status.waitingFor.every((seat) => {
        const holder = bindings.get(seat)?.holder
        return holder === undefined || !isOnline(holder)
      })
      const due = freed || declined ? since : since + (offline ? offlineMs : timeoutMs)
      if (due > now()) {
        soonest = Math.min(soonest, due)
        continue
      }
      const missing = status.waitingFor.map((seat) => ({ seat, n: ledger.head(seat).n }))
      appendEntry(doc, identity, writer, { game: '', type: ACT.timeout, payload: { for: record.hash, missing } })
    }
    if (soonest < Infinity) wake(soonest - now())
  }

  /** Accepted rolls that are still pending (the ledger keeps them: no scan of the log per change). */
  const pendingRolls = () => ledger.pendingRolls()

  /** Settles the waiters of rolls that are no longer pending. */
  const settle = () => {
    for (const [hash, list] of [...waiters]) {
      const status = ledger.roll(hash)
      if (!status || status.state === 'pending') continue
      waiters.delete(hash)
      const entry = ledger.get(hash)!.entry
      for (const resolve of list) resolve({ ok: true, entry, status })
    }
  }

  const check = () => {
    scheduled = false
    // While the ledger checks a large update's signatures it shows the log from before it and refuses appends;
    // answering now would mark a roll answered without a share. It announces the update when done (schedule).
    if (destroyed || ledger.checking() > 0) return
    if (ready) {
      const held = mine()
      answer(held)
      timeOut(held)
    }
    settle()
  }

  const wake = (ms: number) => {
    if (timer !== null) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = null
      check()
    }, ms)
  }

  // After every change of the log; deferred, because writing inside Yjs's own callbacks is not allowed.
  const schedule = () => {
    if (scheduled || destroyed) return
    scheduled = true
    queueMicrotask(check)
  }
  const stop = ledger.onChange(schedule)
  schedule()

  return {
    roll(seat, game, action, bytes, among) {
      const head = ledger.head(seat)
      if (head.tenure?.holder !== identity.publicKey) {
        return Promise.resolve({
          ok: false,
          reason: { hu: `Nem te ülsz a(z) ${seat} helyen.`, en: `You do not hold seat ${seat}.` },
        })
      }
      const bindings = ledger.bindings()
      const from = [...new Set(among)].filter((s) => s !== seat && bindings.has(s)).sort()
      let result: AppendResult | null = null
      doc.transact(() => {
        const roll: RollRequest = { bytes, from, value: nextValue(seat) }
        result = appendEntry(doc, identity, seat, { game, type: action.type, payload: action.payload as Json, roll })
      }, LOG_ORIGIN)
      const appended = result! as AppendResult
      if (!appended.ok) return Promise.resolve(appended)
      const hash = entryHash(appended.entry)
      if (!ledger.get(hash)) {
        return Promise.resolve({
          ok: false,
          reason: { hu: 'A dobást a napló nem fogadta el.', en: 'The log did not accept the roll.' },
        })
      }
      const done = new Promise<RollResult>((resolve) => waiters.set(hash, [...(waiters.get(hash) ?? []), resolve]))
      schedule()
      return done
    },
    checkStarts(game, valid) {
      startChecks.set(game, valid)
      schedule()
      return () => {
        if (startChecks.get(game) === valid) startChecks.delete(game)
      }
    },
    check: schedule,
    destroy() {
      destroyed = true
      stop()
      if (timer !== null) clearTimeout(timer)
      for (const [, list] of waiters) {
        for (const resolve of list)
          resolve({ ok: false, reason: { hu: 'A szoba bezárult.', en: 'The room was closed.' } })
      }
      waiters.clear()
    },
  }
}
