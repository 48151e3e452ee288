import { afterEach, describe, expect, it } from 'vitest'
import { usePendingFile } from './pendingFile'

const file = new File([new Uint8Array([1, 2, 3])], 'saved.holotable')
const { keep, take, drop } = usePendingFile.getState().actions

afterEach(() => drop())

describe('pending room file', () => {
  it('hands the file to its own room once, and forgets it', () => {
    keep('ABCD-EFGH', file)
    expect(take('ABCD-EFGH')).toBe(file)
    expect(take('ABCD-EFGH')).toBeNull()
  })

  it('drops the file when another room asks for it', () => {
    keep('ABCD-EFGH', file)
    expect(take('K7QF-2MXD')).toBeNull()
    expect(usePendingFile.getState().pending).toBeNull()
  })
})
