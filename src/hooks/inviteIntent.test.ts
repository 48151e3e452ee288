import { describe, expect, it } from 'vitest'
import { autoRequest, readInvite } from './inviteIntent'

const fallback = { name: 'Remembered', colour: '#58d0ff', defaultName: 'Player' }

describe('readInvite', () => {
  it('reads nothing from a page without a room', () => {
    expect(readInvite('')).toBeNull()
    expect(readInvite('#name=Anna')).toBeNull()
    expect(readInvite('#room=')).toBeNull()
  })

  it('prefills a room code in display form', () => {
    expect(readInvite('#room=k7qf2mxd')).toEqual({ code: 'K7QF-2MXD', valid: true, auto: false, create: false })
  })

  it('reads name, password, auto, create and colour', () => {
    expect(readInvite('#room=K7QF-2MXD&name=Anna%20B&pw=s3cret&auto=1&create=1&colour=%23FF6B5E')).toEqual({
      code: 'K7QF-2MXD',
      valid: true,
      name: 'Anna B',
      password: 's3cret',
      auto: true,
      create: true,
      colour: '#ff6b5e',
    })
  })

  it('ignores a colour that is not #rrggbb', () => {
    expect(readInvite('#room=K7QF-2MXD&colour=red')?.colour).toBeUndefined()
  })

  it('keeps a malformed code (so the lobby can say why) and never auto-joins it', () => {
    const intent = readInvite('#room=K7Q&auto=1&create=1&name=Anna')
    expect(intent).toEqual({ code: 'K7Q', valid: false, auto: false, create: false, name: 'Anna' })
    expect(autoRequest(intent, fallback)).toBeNull()
  })

  it('reads a whole URL as well as a fragment', () => {
    expect(readInvite('http://host:8091/#room=K7QF-2MXD&auto=1')?.auto).toBe(true)
  })
})

describe('autoRequest', () => {
  it('only joins for auto links', () => {
    expect(autoRequest(readInvite('#room=K7QF-2MXD'), fallback)).toBeNull()
    expect(autoRequest(null, fallback)).toBeNull()
  })

  it('joins with the name, password and colour of the link', () => {
    expect(autoRequest(readInvite('#room=K7QF-2MXD&name=Anna&pw=x&auto=1&colour=%237ee081'), fallback)).toEqual({
      code: 'K7QF-2MXD',
      password: 'x',
      name: 'Anna',
      colour: '#7ee081',
      create: false,
      box: 'sandbox',
    })
  })

  it('creates the sandbox box for create=1', () => {
    expect(autoRequest(readInvite('#room=K7QF-2MXD&auto=1&create=1'), fallback)).toMatchObject({
      create: true,
      box: 'sandbox',
    })
  })

  it('falls back to the remembered name and colour, then to a default name', () => {
    expect(autoRequest(readInvite('#room=K7QF-2MXD&auto=1'), fallback)).toMatchObject({
      name: 'Remembered',
      colour: '#58d0ff',
      password: '',
    })
    expect(autoRequest(readInvite('#room=K7QF-2MXD&auto=1&name=%20%20'), { ...fallback, name: '' })?.name).toBe(
      'Player',
    )
  })

  it('creates a Battle of Hoth room from a link that asks for the box', () => {
    const fallback = { name: 'Anna', colour: '#ffaa00', defaultName: 'Player' }
    const hoth = autoRequest(readInvite('#room=ABCD-EFGH&auto=1&create=1&box=hoth'), fallback)
    expect(hoth?.box).toBe('hoth')
    expect(autoRequest(readInvite('#room=ABCD-EFGH&auto=1&create=1&box=chess'), fallback)?.box).toBe('sandbox')
    expect(autoRequest(readInvite('#room=ABCD-EFGH&auto=1&create=1&box=swlcg'), fallback)?.box).toBe('swlcg')
    expect(autoRequest(readInvite('#room=ABCD-EFGH&auto=1&create=1&box=__proto__'), fallback)?.box).toBe('sandbox')
  })
})
