import { describe, expect, it } from 'vitest'
import { loadNetConfig, netConfigFrom } from './netConfig'

describe('netConfigFrom', () => {
  it('uses ws and the page port over http', () => {
    expect(netConfigFrom({ protocol: 'http:', hostname: '192.168.1.20', port: '8091' })).toEqual({
      signaling: ['ws://192.168.1.20:8091/signal'],
      peerjs: { host: '192.168.1.20', port: 8091, path: '/peerjs', secure: false },
      iceServers: [],
    })
  })

  it('uses wss and the default port over https', () => {
    const net = netConfigFrom({ protocol: 'https:', hostname: 'table.example', port: '' }, [{ urls: 'stun:s:3478' }])
    expect(net.signaling).toEqual(['wss://table.example:443/signal'])
    expect(net.peerjs).toEqual({ host: 'table.example', port: 443, path: '/peerjs', secure: true })
    expect(net.iceServers).toEqual([{ urls: 'stun:s:3478' }])
  })

  it('brackets an IPv6 host in the websocket URL', () => {
    expect(netConfigFrom({ protocol: 'http:', hostname: '::1', port: '80' }).signaling).toEqual([
      'ws://[::1]:80/signal',
    ])
  })
})

describe('loadNetConfig', () => {
  const loc = { protocol: 'http:', hostname: 'localhost', port: '8091' }

  it('takes the ICE servers from /config.json', async () => {
    const fetchImpl = (async () => Response.json({ iceServers: [{ urls: 'turn:t' }] })) as typeof fetch
    expect((await loadNetConfig(loc, fetchImpl)).iceServers).toEqual([{ urls: 'turn:t' }])
  })

  it('fails when the server answers with an error', async () => {
    const fetchImpl = (async () => new Response('no', { status: 502 })) as typeof fetch
    await expect(loadNetConfig(loc, fetchImpl)).rejects.toThrow(/502/)
  })
})
