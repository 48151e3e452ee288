import { describe, expect, it } from 'vitest'
import { checkPeerJsFrame, checkPeerJsQuery, isPeerId } from './peerjs-guard'

describe('PeerJS frame checks', () => {
  it('lets the frames a PeerJS client sends through', () => {
    expect(checkPeerJsFrame('{"type":"HEARTBEAT"}', 32, 64)).toEqual({ ok: true, type: 'HEARTBEAT' })
    const offer = JSON.stringify({ type: 'OFFER', dst: 'hb-0a1b', payload: { sdp: { type: 'offer', sdp: 'v=0' } } })
    expect(checkPeerJsFrame(offer, 32, 64)).toEqual({ ok: true, type: 'OFFER', dst: 'hb-0a1b' })
    expect(checkPeerJsFrame('{"type":"LEAVE","dst":"a_b c-d"}', 32, 64)).toMatchObject({ ok: true })
  })

  it('refuses deep, malformed, unknown and unaddressed frames', () => {
    const bad = [
      `{"type":"OFFER","dst":"v","payload":${'['.repeat(40)}${']'.repeat(40)}}`,
      'not json',
      'null',
      '[]',
      '5',
      '{"type":"EXPIRE","dst":"v"}',
      '{"type":"OPEN"}',
      '{"type":"OFFER"}',
      '{"type":"OFFER","dst":5}',
      '{"type":"LEAVE"}',
      `{"type":"OFFER","dst":"${'a'.repeat(65)}"}`,
      '{"type":"OFFER","dst":"bad id!"}',
    ]
    for (const frame of bad) expect(checkPeerJsFrame(frame, 32, 64).ok, frame).toBe(false)
  })

  it('checks ids as PeerJS does, and caps their length', () => {
    expect(isPeerId('hb-0123456789abcdef01234567', 64)).toBe(true)
    expect(isPeerId('4f1c6a3e-8b1d-4f3a-9a43-2f0c5a9e7b21', 64)).toBe(true)
    for (const id of ['', '-a', 'a-', 'a--b', 'a\nb', 'ä', 'x'.repeat(65), 5])
      expect(isPeerId(id, 64), String(id)).toBe(false)
    expect(checkPeerJsQuery('/peerjs/peerjs?key=peerjs&id=ok-1&token=t', 64)).toBeNull()
    // Missing parameters are left to `peer`, which answers them with its own ERROR frame.
    expect(checkPeerJsQuery('/peerjs/peerjs?key=peerjs', 64)).toBeNull()
    expect(checkPeerJsQuery('/peerjs/peerjs?key=peerjs&id=a%0Ab&token=t', 64)).toMatch(/bad id/)
    expect(checkPeerJsQuery(`/peerjs/peerjs?key=peerjs&id=a&token=${'t'.repeat(65)}`, 64)).toMatch(/token/)
  })
})
