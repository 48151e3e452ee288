/**
 * Short messages that confirm an action or report a change (link copied, seat taken, peer joined).
 * Texts are i18n keys with values, so a toast switches language with the rest of the UI; a reason from
 * the net layer arrives as `{ hu, en }` and is carried as is.
 */
import { create } from 'zustand'
import type { LocalizedText } from '../../engine/core/types'

/** How a toast looks. */
export type ToastTone = 'info' | 'ok' | 'error'

/** One toast. */
export interface Toast {
  id: number
  tone: ToastTone
  /** i18n key (namespace-qualified, e.g. 'table:toast.copied'). */
  key: string
  /** Interpolation values for `key`. */
  values?: Record<string, string | number>
  /** An extra reason shown under the message. */
  reason?: LocalizedText
}

/** How long a toast stays, in ms; errors stay longer because they are read, not glanced at. */
export const TOAST_MS = { info: 3500, ok: 3500, error: 7000 } as const

/** At most this many toasts at once; the oldest go first. */
export const MAX_TOASTS = 4

/** Toast state plus its actions. */
export interface ToastState {
  toasts: Toast[]
  actions: {
    /** Shows a toast and returns its id. */
    show(toast: Omit<Toast, 'id'>): number
    dismiss(id: number): void
  }
}

let nextId = 1

/** The toast store. */
export const useToasts = create<ToastState>()((set) => ({
  toasts: [],
  actions: {
    show(toast) {
      const id = nextId++
      set((s) => ({ toasts: [...s.toasts, { ...toast, id }].slice(-MAX_TOASTS) }))
      setTimeout(() => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })), TOAST_MS[toast.tone])
      return id
    },
    dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
  },
}))

/** Shows a toast from outside React (event handlers, subscriptions). */
export function toast(tone: ToastTone, key: string, values?: Toast['values'], reason?: LocalizedText): number {
  return useToasts.getState().actions.show({ tone, key, values, reason })
}
