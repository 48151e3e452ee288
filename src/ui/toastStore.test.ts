import { afterEach, describe, expect, it, vi } from 'vitest'
import { MAX_TOASTS, TOAST_MS, toast, useToasts } from './toastStore'

afterEach(() => {
  vi.useRealTimers()
  useToasts.setState({ toasts: [] })
})

describe('toasts', () => {
  it('disappear on their own, errors later than the rest', () => {
    vi.useFakeTimers()
    toast('ok', 'table:toast.copied')
    toast('error', 'table:toast.importFailed', { file: 'x.holotable' }, { hu: 'rossz', en: 'bad' })
    expect(useToasts.getState().toasts).toHaveLength(2)
    vi.advanceTimersByTime(TOAST_MS.ok)
    expect(useToasts.getState().toasts.map((t) => t.tone)).toEqual(['error'])
    vi.advanceTimersByTime(TOAST_MS.error)
    expect(useToasts.getState().toasts).toHaveLength(0)
  })

  it(`keeps at most ${MAX_TOASTS}, dropping the oldest`, () => {
    for (let i = 0; i < MAX_TOASTS + 2; i++) toast('info', 'table:toast.peerJoined', { name: `p${i}` })
    const names = useToasts.getState().toasts.map((t) => t.values?.name)
    expect(names).toHaveLength(MAX_TOASTS)
    expect(names.at(-1)).toBe(`p${MAX_TOASTS + 1}`)
  })

  it('can be dismissed', () => {
    const id = toast('info', 'table:toast.copied')
    useToasts.getState().actions.dismiss(id)
    expect(useToasts.getState().toasts).toHaveLength(0)
  })
})
