/**
 * An invite link to another room, opened in a tab that is already in a room: held here until the player says
 * whether to leave (src/ui/FollowInviteDialog.tsx asks when they hold a seat, and follows at once otherwise).
 */
import { create } from 'zustand'
import type { InviteIntent } from '../hooks/inviteIntent'

/** The pending link and its actions. */
export interface InviteSwitchState {
  pending: InviteIntent | null
  /** A link to another room was opened. */
  ask(intent: InviteIntent): void
  /** The question was answered (either way). */
  clear(): void
}

/** The store. */
export const useInviteSwitch = create<InviteSwitchState>()((set) => ({
  pending: null,
  ask: (pending) => set({ pending }),
  clear: () => set({ pending: null }),
}))
