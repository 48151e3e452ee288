import { afterEach, describe, expect, it, vi } from 'vitest'
import * as Y from 'yjs'
import { exportRoomFile, importRoomFile, MAX_ROOM_FILE_BYTES } from '../../net/room-file'
import { importRoomFrom } from './roomFileImport'
import { useToasts } from './toastStore'

const HERE = 'K7QF-2MXD'
const THERE = 'ABCD-EFGH'

/** A room file of room `code`, as a File-like object. */
function fileOf(code: string, name = 'saved.holotable') {
  const bytes = exportRoomFile(new Y.Doc(), code)
  return { name, size: bytes.length, arrayBuffer: () => Promise.resolve(bytes.slice().buffer) }
}

/** A stand-in for room `code` that imports into a scratch document, as the room does. */
function roomAt(code: string) {
  const doc = new Y.Doc()
  return { code, importFile: vi.fn((bytes: Uint8Array) => importRoomFile(doc, bytes, code)) }
}

describe('importRoomFrom', () => {
  afterEach(() => useToasts.setState({ toasts: [] }))

  it('refuses a file over the limit without reading it, and says why', async () => {
    const arrayBuffer = vi.fn(() => Promise.resolve(new ArrayBuffer(0)))
    const importFile = vi.fn(() => ({ ok: true }) as const)
    const outcome = await importRoomFrom(
      { importFile, code: HERE },
      { name: 'huge.holotable', size: 64 * 1024 * 1024, arrayBuffer },
    )
    expect(outcome).toEqual({ ok: false, otherRoom: null })
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
      { importFile, code: HERE },
      { name: 'room.holotable', size: MAX_ROOM_FILE_BYTES, arrayBuffer: () => Promise.resolve(bytes.buffer) },
    )
    expect(importFile).toHaveBeenCalledWith(bytes)
    expect(useToasts.getState().toasts[0]).toMatchObject({ tone: 'ok', key: 'table:toast.imported' })
  })

  it('loads a file of this room', async () => {
    expect(await importRoomFrom(roomAt(HERE), fileOf(HERE))).toEqual({ ok: true })
  })

  it('hands another room’s file to onOtherRoom with that room’s code, instead of an error toast', async () => {
    const onOtherRoom = vi.fn()
    const outcome = await importRoomFrom(roomAt(HERE), fileOf(THERE), { onOtherRoom })
    expect(outcome).toEqual({ ok: false, otherRoom: THERE })
    expect(onOtherRoom).toHaveBeenCalledWith(THERE)
    expect(useToasts.getState().toasts).toEqual([])
  })

  it('without onOtherRoom, says why another room’s file was refused', async () => {
    await importRoomFrom(roomAt(HERE), fileOf(THERE))
    const [shown] = useToasts.getState().toasts
    expect(shown).toMatchObject({ tone: 'error', key: 'table:toast.importFailed' })
    expect(shown?.reason?.en).toContain(THERE)
  })

  it('offers no room for a file whose room code is not a valid one', async () => {
    const onOtherRoom = vi.fn()
    const outcome = await importRoomFrom(roomAt(HERE), fileOf('../../evil'), { onOtherRoom })
    expect(outcome).toEqual({ ok: false, otherRoom: null })
    expect(onOtherRoom).not.toHaveBeenCalled()
  })
})
