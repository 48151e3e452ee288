import { describe, expect, it } from 'vitest'
import { CliError, parseCli, reachableUrls } from './cli'

describe('parseCli', () => {
  it('defaults to every interface on port 8080 with no ICE servers', () => {
    expect(parseCli([])).toMatchObject({ host: '0.0.0.0', port: 8080, iceServers: [], quiet: false })
  })

  it('takes the port from the flag, then env PORT', () => {
    expect(parseCli([], { PORT: '9000' }).port).toBe(9000)
    expect(parseCli(['--port', '7000'], { PORT: '9000' }).port).toBe(7000)
    expect(() => parseCli(['--port', 'abc'])).toThrow(CliError)
    expect(() => parseCli(['--port', '70000'])).toThrow(CliError)
  })

  it('takes the host from the flag, then env HOST', () => {
    expect(parseCli([], { HOST: '127.0.0.1' }).host).toBe('127.0.0.1')
    expect(parseCli(['--host', '::1'], { HOST: '127.0.0.1' }).host).toBe('::1')
    expect(parseCli([], { HOST: '' }).host).toBe('0.0.0.0')
  })

  it('trusts a proxy only when told', () => {
    expect(parseCli([]).trustProxy).toBe(false)
    expect(parseCli(['--trust-proxy']).trustProxy).toBe(true)
  })

  it('builds ICE servers from JSON, env and --stun/--turn', () => {
    const env = { HOLOTABLE_ICE_SERVERS: '[{"urls":"stun:env.example.org"}]' }
    expect(parseCli([], env).iceServers).toEqual([{ urls: 'stun:env.example.org' }])
    expect(parseCli(['--ice', '{"iceServers":[{"urls":["stun:a"]}]}'], env).iceServers).toEqual([{ urls: ['stun:a'] }])
    const argv = [
      '--stun',
      'stun:s1',
      '--stun',
      'stun:s2',
      '--turn',
      'turn:t:3478',
      '--turn-user',
      'u',
      '--turn-pass',
      'p',
    ]
    expect(parseCli(argv).iceServers).toEqual([
      { urls: 'stun:s1' },
      { urls: 'stun:s2' },
      { urls: 'turn:t:3478', username: 'u', credential: 'p' },
    ])
  })

  it('rejects bad ICE input and unknown flags', () => {
    expect(() => parseCli(['--ice', 'nope'])).toThrow(CliError)
    expect(() => parseCli(['--ice', '[{"url":"stun:x"}]'])).toThrow(CliError)
    expect(() => parseCli(['--turn', 'turn:t'])).toThrow(/turn-user/)
    expect(() => parseCli(['--stun', 'http://x'])).toThrow(CliError)
    expect(() => parseCli(['--colour', 'red'])).toThrow(CliError)
  })
})

describe('reachableUrls', () => {
  const interfaces = {
    lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
    eth0: [
      { address: '192.168.1.20', family: 'IPv4', internal: false },
      { address: 'fe80::1', family: 'IPv6', internal: false },
    ],
    wlan0: [{ address: '10.0.0.5', family: 'IPv4', internal: false }],
  } as unknown as Parameters<typeof reachableUrls>[2]

  it('lists localhost and every LAN IPv4 address for a wildcard host', () => {
    expect(reachableUrls('0.0.0.0', 8080, interfaces)).toEqual([
      'http://localhost:8080/',
      'http://192.168.1.20:8080/',
      'http://10.0.0.5:8080/',
    ])
  })

  it('lists only the given host otherwise', () => {
    expect(reachableUrls('127.0.0.1', 8080, interfaces)).toEqual(['http://localhost:8080/'])
    expect(reachableUrls('192.168.1.20', 80, interfaces)).toEqual(['http://192.168.1.20:80/'])
  })
})
