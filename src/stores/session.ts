/**
 * Where the app is: in the lobby, joining a room, at the table, or showing why joining failed.
 * Holds the request the room was opened with (everything but the network config, which is read from
 * the server when the room opens). The Room object itself lives in useRoom, not here.
 */
import { create } from 'zustand'
import type { LocalizedText } from '../../engine/core/types'

/** The app's screens. */
export type Phase = 'lobby' | 'joining' | 'table' | 'error'

/** A box a room can be set up with: the id of a game module (src/games/registry.ts). */
import type { BoxId } from '../games/contract'

export type { BoxId }

/** What the player asked for in the lobby (or through an invite link). */
export interface RoomRequest {
  /** Normalised room code. */
  code: string
  /** Shared secret; '' or absent for an open room. */
  password?: string
  name: string
  colour: string
  /** True when this browser creates the room and sets up its box. */
  create: boolean
  /** Box to set up when creating. */
  box: BoxId
  /** Battle of Hoth: the scenario a created room starts with (a rematch keeps the last one). */
  scenario?: string
}

/** Why the room could not be opened or was lost. */
export type SessionError =
  | { kind: 'wrong-password' }
  | { kind: 'unreachable' }
  | { kind: 'open-failed'; reason?: LocalizedText; detail?: string }

/** What the lobby's forms start with: from an invite link, or the room just left. */
export interface LobbyPrefill {
  code: string
  password?: string
  /** True when an invite link put it there: the lobby then offers just "Join <room>" with the name to type. */
  invite: boolean
  /** Bumped on every prefill, so forms reset even when the same link is opened again. */
  seq: number
}

/** Session state plus its actions. */
export interface SessionState {
  phase: Phase
  /** The room being joined or sat at; kept in the error phase so "try again" can reuse it. */
  request: RoomRequest | null
  /** Set in the error phase. */
  error: SessionError | null
  /** Bumped on every (re)join so a retry of the same request opens a fresh room. */
  attempt: number
  /** What the lobby forms show when they open. */
  prefill: LobbyPrefill | null
  actions: {
    /** Fill the lobby's join form (`invite`: from an invite link without auto). */
    prefill(code: string, password?: string, invite?: boolean): void
    /** Start joining (or creating) a room. */
    join(request: RoomRequest): void
    /** The room is open and synced: show the table. */
    enterTable(): void
    /** Joining failed or the room became unusable. */
    fail(error: SessionError): void
    /** Try the last request again. */
    retry(): void
    /** Back to the lobby, closing the room; the join form keeps the room's code. */
    leave(): void
  }
}

/** The session store. */
export const useSession = create<SessionState>()((set, get) => ({
  phase: 'lobby',
  request: null,
  error: null,
  attempt: 0,
  prefill: null,
  actions: {
    prefill: (code, password, invite = false) =>
      set((s) => ({ prefill: { code, password, invite, seq: (s.prefill?.seq ?? 0) + 1 } })),
    join: (request) => set((s) => ({ phase: 'joining', request, error: null, attempt: s.attempt + 1 })),
    enterTable: () => {
      if (get().phase === 'joining') set({ phase: 'table' })
    },
    fail: (error) => {
      // Only a room being joined or sat at can fail; a late report after leaving is ignored.
      const { phase } = get()
      if (phase === 'joining' || phase === 'table') set({ phase: 'error', error })
    },
    retry: () => {
      const { request } = get()
      if (request) set((s) => ({ phase: 'joining', error: null, attempt: s.attempt + 1 }))
    },
    leave: () =>
      set((s) => ({
        phase: 'lobby',
        error: null,
        prefill: s.request
          ? { code: s.request.code, password: s.request.password, invite: false, seq: (s.prefill?.seq ?? 0) + 1 }
          : s.prefill,
      })),
  },
}))

/** The request whose room should be open now, or null: a room stays open while joining and at the table. */
export function activeRequest(state: Pick<SessionState, 'phase' | 'request'>): RoomRequest | null {
  return state.phase === 'joining' || state.phase === 'table' ? state.request : null
}
