import { afterEach, describe, expect, it, vi } from 'vitest'
import { MAX_ROOM_FILE_BYTES } from '../../net/room-file'
import { exportFileName, importRoomFrom } from './RoomFileButtons'
import { useToasts } from './toastStore'

describe('exportFileName', () => {
  it('names the file by room code and local time, with the .holotable extension', () => {
    expect(exportFileName('K7QF-2MXD', new Date(2026, 0, 5, 9, 7))).toBe(
      'holotable-K7QF-2MXD-2026-01-05-0907.holotable',
    )
  })
})

describe('importRoomFrom', () => {
  afterEach(() => useToasts.setState({ toasts: [] }))

  it('refuses a file over the limit without reading it, and says why', async () => {
    const arrayBuffer = vi.fn(() => Promise.resolve(new ArrayBuffer(0)))
    const importFile = vi.fn(() => ({ ok: true }) as const)
    await importRoomFrom({ importFile }, { name: 'huge.holotable', size: 64 * 1024 * 1024, arrayBuffer })
    expect(arrayBuffer).not.toHaveBeenCalled()
    expect(importFile).not.toHaveBeenCalled()
    const [shown] = useToasts.getState().toasts
    expect(shown).toMatchObject({ tone: 'error', key: 'table:toast.importFailed', values: { file: 'huge.holotable' } })
    expect(shown?.reason?.en).toMatch(/too large \(64\.0 MiB\)/)
    expect(shown?.reason?.hu).toMatch(/túl nagy/)
  })

  it('reads and merges a file within the limit', async () => {
    const importFile = vi.fn(() => ({ ok: true }) as const)
    const bytes = new Uint8Array([1, 2, 3])
    await importRoomFrom(
      { importFile },
      { name: 'room.holotable', size: MAX_ROOM_FILE_BYTES, arrayBuffer: () => Promise.resolve(bytes.buffer) },
    )
    expect(importFile).toHaveBeenCalledWith(bytes)
    expect(useToasts.getState().toasts[0]).toMatchObject({ tone: 'ok', key: 'table:toast.imported' })
  })
})
