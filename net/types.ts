/**
 * Public types of the net layer: the Room the app talks to, presence (awareness) state and sync status.
 * The app (src/) depends on these shapes only; implementations live in room.ts, presence.ts and friends.
 */
import type * as Y from 'yjs'
import type { Awareness } from 'y-protocols/awareness'
import type { Action, LocalizedText, SeatId } from '../engine/core/types'
import type { Identity } from './identity'
import type { AcceptedEntry } from './ledger-pass'
import type { SeatVotes } from './seat-votes'
import type { LogEntry } from './schema'
import type { SignatureVerifier } from './signature-gate'

/** Ephemeral per-person state sent over awareness, never written to the document. */
export interface Presence {
  user: { name: string; colour: string; publicKey: string }
  /** Seat this person holds, null for a spectator. */
  seat: SeatId | null
  /** Pointer on the table plane, null when off the table. */
  cursor: { x: number; z: number } | null
  /** An object being dragged: where its ghost is now. Null when not dragging. */
  drag: { id: string; x: number; z: number } | null
  /** Object under the pointer, null for none. */
  hover: string | null
  /** Camera preset or free camera position, for "follow" views. */
  camera: { preset: CameraPreset; position: [number, number, number] } | null
}

/** Named camera positions. */
export type CameraPreset = 'top' | 'seat' | 'free'

/** Connection state shown in the status bar. */
export interface RoomStatus {
  /** Signaling server connection. */
  signaling: 'connecting' | 'connected' | 'disconnected'
  /** Number of other peers with an open WebRTC connection. */
  peers: number
  /** True once the document matches at least one peer's (or we are alone in the room). */
  synced: boolean
  /** Large-document bootstrap progress, 0..1, null when not bootstrapping. */
  bootstrap: number | null
  /** A problem the user must act on: peers answered but our password does not match theirs. */
  problem: null | 'wrong-password'
  /** Log entries whose signatures are being checked off the main thread (a late join), 0 when none. */
  checking: number
}

/** How to reach the local server and other peers. */
export interface NetConfig {
  /** y-webrtc signaling websocket URLs, e.g. ['ws://host:port/signal']. */
  signaling: string[]
  /** PeerJS server location. */
  peerjs: { host: string; port: number; path: string; secure: boolean }
  /** ICE servers; empty for LAN play. */
  iceServers: RTCIceServer[]
}

/** What you need to open a room. */
export interface RoomOptions {
  /** Short human code, e.g. "K7QF-2MXD". */
  code: string
  /** Optional shared secret: encrypts signaling (y-webrtc) and authenticates the bootstrap channel. */
  password?: string
  name: string
  colour: string
  net: NetConfig
  /** Set false in tests to skip IndexedDB. Default true. */
  persist?: boolean
  /** Signing identity to use instead of this browser's stored one (tests, bots). */
  identity?: Identity
  /** IndexedDB database holding this browser's identity (default 'holotable-identity'). */
  identityDb?: string
  /**
   * Checks large batches of signatures off the main thread (net/signature-gate.ts; the app passes a pool of web
   * workers). Without one, every signature is checked on the spot, as in Node and the tests.
   */
  verifier?: SignatureVerifier
}

/** Options of `Room.appendAction`. */
export interface AppendOptions {
  /** The game the action is for (its engine id, e.g. 'hoth', 'tabletop'): only that game's fold applies it. */
  game: string
  /**
   * The action rolls or shuffles: true for 32 bytes of entropy, or a byte count. It is written as a roll and
   * drawn with the other seats' holders (net/rolls.ts), so the append resolves once the roll is settled;
   * the only way to give an action entropy: callers never supply their own.
   */
  entropy?: boolean | number
  /** The game's seats, whose held ones draw a roll with the roller (default: every seat of the room). */
  among?: readonly SeatId[]
  /** Which of the seats this key holds acts (hotseat); default: `mySeat()`. */
  seat?: SeatId
}

/** A log entry every peer ignores, and why (net/ledger-pass.ts explains each); listed in the diagnostics panel. */
export interface RejectedEntry {
  entry: LogEntry
  why:
    | 'malformed'
    | 'bad-signature'
    | 'late-claim'
    | 'broken-chain'
    | 'pending'
    | 'bad-clock'
    | 'not-holder'
    | 'bad-act'
    | 'bad-value'
    | 'quota'
}

/** Result of an operation that can fail for a reason the user should read. */
/**
 * What a net operation did. `inLog`: the refusal is also an entry of the log (a void roll), which the table's log
 * explains in its own words, naming players; a caller that shows the log's refusals need not say it again.
 */
export type NetResult = { ok: true } | { ok: false; reason: LocalizedText; inLog?: boolean }

/** An open room: the shared document, presence and the operations the app needs. Created by `openRoom`. */
export interface Room {
  readonly code: string
  readonly doc: Y.Doc
  readonly awareness: Awareness
  /** This browser's ed25519 public key (hex). */
  readonly publicKey: string
  /** Settles once the room has joined y-webrtc (after the bootstrap); never rejects. */
  readonly joined: Promise<void>
  /** Current connection state. */
  status(): RoomStatus
  /** Subscribe to status changes; returns the unsubscribe function. */
  onStatus(listener: (status: RoomStatus) => void): () => void
  /** Merge a patch into this person's presence (awareness). */
  setPresence(patch: Partial<Presence>): void
  /**
   * Show this person in another colour from now on: in presence at once, in the next seat claim (a seat already
   * held keeps the colour it was claimed with). The table picks one nobody else uses when the chosen one is taken.
   */
  setColour(colour: string): void
  /**
   * Bind a free seat (or one this key already holds) to this browser's key; with `hotseat`, keep the seats
   * it holds already, so one browser plays several seats in turn.
   */
  claimSeat(seat: SeatId, options?: { hotseat?: boolean }): NetResult
  /** Give up the seat this key holds, if any. */
  releaseSeat(): void
  /** The seat bound to this browser's key, if any (the first by id in a hotseat game). */
  mySeat(): SeatId | null
  /** Every seat bound to this browser's key, sorted by id. */
  mySeats(): SeatId[]
  /**
   * Sign and append an action to this seat's log shard. Fails without a seat, and when `action.entropy`
   * is set (ask for `{ entropy: true }` instead: entropy flows only through the fair exchange). While a
   * roll of this seat waits for answers, another action withdraws it, or fails when it was answered.
   */
  appendAction(action: Action, options: AppendOptions): Promise<NetResult>
  /**
   * Tells the roll exchange which start entries of `game` the game takes (net/game-start.ts `validStart`), so this
   * page never answers a forged start that could block the real one. Returns the undo.
   */
  checkStarts(game: string, valid: (start: AcceptedEntry) => boolean): () => void
  /** Votes to free a seat, and requests for seats by players with a new key (net/seat-votes.ts). */
  readonly votes: SeatVotes
  /** Says `text` in the room's chat, signed with this browser's key; refuses an empty or too long line. */
  sendChat(text: string): NetResult
  /** Log entries every peer ignores, with the reason (net/ledger.ts). */
  rejectedEntries(): RejectedEntry[]
  /** Serialise the whole room to a file (bytes). */
  exportFile(): Uint8Array
  /**
   * Merge a previously exported file of this room into it, putting back any entry the room had lost; a
   * corrupted or foreign file, or one of another room, changes nothing.
   */
  importFile(bytes: Uint8Array): NetResult
  /** Leave the room and free every resource (connections, IndexedDB handle, timers). */
  destroy(): Promise<void>
}
