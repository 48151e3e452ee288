/**
 * Public types of the net layer: the Room the app talks to, presence (awareness) state and sync status.
 * The app (src/) depends on these shapes only; implementations live in room.ts, presence.ts and friends.
 */
import type * as Y from 'yjs'
import type { Awareness } from 'y-protocols/awareness'
import type { SeatId } from '../engine/core/types'

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
}
