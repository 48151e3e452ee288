import { describe, expect, it } from 'vitest'
import { exportFileName } from './RoomFileButtons'

describe('exportFileName', () => {
  it('names the file by room code and local time, with the .holotable extension', () => {
    expect(exportFileName('K7QF-2MXD', new Date(2026, 0, 5, 9, 7))).toBe(
      'holotable-K7QF-2MXD-2026-01-05-0907.holotable',
    )
  })
})
