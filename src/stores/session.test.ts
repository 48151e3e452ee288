import { beforeEach, describe, expect, it } from 'vitest'
import { activeRequest, useSession, type RoomRequest } from './session'

const request: RoomRequest = {
  code: 'K7QF-2MXD',
  password: 'pw',
  name: 'Anna',
  colour: '#fff',
  create: false,
  box: 'sandbox',
}
const actions = () => useSession.getState().actions

beforeEach(() => {
  useSession.setState({ phase: 'lobby', request: null, error: null, attempt: 0, prefill: null })
})

describe('session', () => {
  it('goes lobby → joining → table and keeps the room open in both', () => {
    actions().join(request)
    expect(useSession.getState().phase).toBe('joining')
    expect(activeRequest(useSession.getState())).toBe(request)
    actions().enterTable()
    expect(useSession.getState().phase).toBe('table')
    expect(activeRequest(useSession.getState())).toBe(request)
  })

  it('closes the room on an error and reopens a fresh one on retry', () => {
    actions().join(request)
    const attempt = useSession.getState().attempt
    actions().fail({ kind: 'wrong-password' })
    expect(useSession.getState()).toMatchObject({ phase: 'error', error: { kind: 'wrong-password' } })
    expect(activeRequest(useSession.getState())).toBeNull()
    actions().retry()
    expect(useSession.getState().phase).toBe('joining')
    expect(useSession.getState().attempt).toBe(attempt + 1)
  })

  it('ignores a late failure after leaving', () => {
    actions().join(request)
    actions().leave()
    actions().fail({ kind: 'unreachable' })
    expect(useSession.getState().phase).toBe('lobby')
  })

  it('does not jump to the table from the lobby', () => {
    actions().enterTable()
    expect(useSession.getState().phase).toBe('lobby')
  })

  it('prefills the join form with the room just left', () => {
    actions().join(request)
    actions().enterTable()
    actions().leave()
    expect(useSession.getState().prefill).toMatchObject({ code: 'K7QF-2MXD', password: 'pw' })
    expect(activeRequest(useSession.getState())).toBeNull()
  })

  it('bumps the prefill sequence so the same link prefills again', () => {
    actions().prefill('K7QF-2MXD')
    const first = useSession.getState().prefill?.seq
    actions().prefill('K7QF-2MXD')
    expect(useSession.getState().prefill?.seq).toBe((first ?? 0) + 1)
  })
})
