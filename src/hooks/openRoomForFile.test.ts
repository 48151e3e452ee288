import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { usePendingFile } from '../stores/pendingFile'
import { usePrefs } from '../stores/prefs'
import { useSession } from '../stores/session'
import { openRoomForFile } from './openRoomForFile'

const file = new File([new Uint8Array([1])], 'saved.holotable')

beforeEach(() => {
  // The address bar is written with history.replaceState; Node has neither.
  globalThis.location = { pathname: '/', search: '' } as Location
  globalThis.history = { state: null, replaceState: () => {} } as unknown as History
})

afterEach(() => {
  usePendingFile.getState().actions.drop()
  useSession.setState({ phase: 'lobby', request: null, error: null })
})

describe('openRoomForFile', () => {
  it('keeps the file and joins its room as the player at the table now', () => {
    useSession.setState({
      phase: 'table',
      request: { code: 'K7QF-2MXD', name: 'Anna', colour: '#58d0ff', create: true, box: 'hoth', password: 'x' },
    })
    expect(openRoomForFile('abcd efgh', file)).toBeNull()
    expect(usePendingFile.getState().pending).toEqual({ code: 'ABCD-EFGH', file })
    const { phase, request } = useSession.getState()
    expect(phase).toBe('joining')
    expect(request).toEqual({
      code: 'ABCD-EFGH',
      password: '',
      name: 'Anna',
      colour: '#58d0ff',
      create: false,
      box: 'sandbox',
    })
  })

  it('joins from the lobby with the remembered name and the typed password', () => {
    usePrefs.getState().actions.setName('Béla')
    expect(openRoomForFile('ABCD-EFGH', file, 'secret')).toBeNull()
    expect(useSession.getState().request).toMatchObject({ name: 'Béla', password: 'secret', create: false })
  })

  it('refuses a file that names no valid room, or a player without a name, and joins nothing', () => {
    expect(openRoomForFile('../../evil', file)).toBe('bad-code')
    usePrefs.getState().actions.setName('')
    expect(openRoomForFile('ABCD-EFGH', file)).toBe('no-name')
    expect(useSession.getState().phase).toBe('lobby')
    expect(usePendingFile.getState().pending).toBeNull()
  })
})
