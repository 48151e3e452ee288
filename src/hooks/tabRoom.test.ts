import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TAB_ROOM_KEY, forgetTabRoom, rememberTabRoom, tabRoomRequest } from './tabRoom'

/** A Map-backed stand-in for the browser's sessionStorage (the e2e reload test uses the real one). */
function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  }
}

const request = {
  code: 'K7QF-2MXD',
  password: 'pw',
  name: 'Anna',
  colour: '#58d0ff',
  create: true,
  box: 'hoth' as const,
}

describe('the room a tab sits at', () => {
  beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()))
  afterEach(() => vi.unstubAllGlobals())

  it('rejoins the remembered room, in any spelling of its code, without creating it again', () => {
    rememberTabRoom(request)
    expect(tabRoomRequest('k7qf2mxd')).toEqual({ ...request, create: false, box: 'sandbox' })
  })

  it('does not rejoin another room, a forgotten one, or nothing', () => {
    expect(tabRoomRequest('K7QF-2MXD')).toBeNull()
    rememberTabRoom(request)
    expect(tabRoomRequest('ABCD-EFGH')).toBeNull()
    forgetTabRoom()
    expect(tabRoomRequest('K7QF-2MXD')).toBeNull()
  })

  it('reads malformed storage as nothing to rejoin', () => {
    for (const text of ['{', '"K7QF-2MXD"', '{"code":"K7QF-2MXD","name":3,"colour":"#fff"}', 'null']) {
      sessionStorage.setItem(TAB_ROOM_KEY, text)
      expect(tabRoomRequest('K7QF-2MXD')).toBeNull()
    }
  })

  it('goes on without storage (disabled by the browser)', () => {
    vi.stubGlobal('sessionStorage', undefined)
    rememberTabRoom(request)
    expect(tabRoomRequest('K7QF-2MXD')).toBeNull()
  })
})
