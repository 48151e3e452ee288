import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startServer } from './server'
import type { RunningServer } from './server'
import { safePathname } from './static'
import { connect } from './testing/ws-client'

/** GET a raw path (no URL normalisation by the client, so traversal attempts reach the server as typed). */
function rawGet(base: string, rawPath: string): Promise<{ status: number; type: string; body: string }> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: rawPath, method: 'GET' }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('server', () => {
  let dir: string
  let server: RunningServer

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'holotable-static-'))
    const app = path.join(dir, 'app')
    mkdirSync(path.join(app, 'assets'), { recursive: true })
    mkdirSync(path.join(app, 'models'))
    writeFileSync(path.join(app, 'index.html'), '<!doctype html><title>Holotable</title>')
    writeFileSync(path.join(app, 'assets', 'main-abc.js'), 'console.log(1)')
    writeFileSync(path.join(app, 'assets', 'main-abc.css'), 'body{}')
    writeFileSync(path.join(app, 'models', 'card.glb'), Buffer.from('glTF'))
    writeFileSync(path.join(app, 'logo.svg'), '<svg/>')
    writeFileSync(path.join(app, 'engine.wasm'), Buffer.from([0, 97, 115, 109]))
    writeFileSync(path.join(dir, 'secret.txt'), 'top secret')
    writeFileSync(path.join(app, '.env'), 'SECRET=1')
    symlinkSync(path.join(dir, 'secret.txt'), path.join(app, 'link.txt'))
    server = await startServer({
      port: 0,
      quiet: true,
      staticDir: app,
      iceServers: [{ urls: 'stun:stun.example.org:3478' }],
    })
  })
  afterAll(async () => {
    await server.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('serves the app with the right content types', async () => {
    const cases: [string, string][] = [
      ['/', 'text/html; charset=utf-8'],
      ['/assets/main-abc.js', 'text/javascript; charset=utf-8'],
      ['/assets/main-abc.css', 'text/css; charset=utf-8'],
      ['/models/card.glb', 'model/gltf-binary'],
      ['/logo.svg', 'image/svg+xml'],
      ['/engine.wasm', 'application/wasm'],
    ]
    for (const [url, type] of cases) {
      const res = await fetch(server.url + url)
      expect(res.status, url).toBe(200)
      expect(res.headers.get('content-type'), url).toBe(type)
    }
    expect(await (await fetch(server.url + '/models/card.glb')).text()).toBe('glTF')
  })

  it('falls back to index.html for app routes but not for missing files', async () => {
    const route = await fetch(`${server.url}/table/K7QF-2MXD`)
    expect(route.status).toBe(200)
    expect(await route.text()).toContain('<title>Holotable</title>')
    expect((await fetch(`${server.url}/models/missing.glb`)).status).toBe(404)
  })

  it('never serves a file outside the app directory', async () => {
    const attempts = [
      '/../secret.txt',
      '/..%2Fsecret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2F..%2Fsecret.txt',
      '/..%5Csecret.txt',
      '/link.txt',
      '/.env',
      '/%00index.html',
    ]
    for (const attempt of attempts) {
      const res = await rawGet(server.url, attempt)
      expect(res.body, attempt).not.toContain('top secret')
      expect(res.body, attempt).not.toContain('SECRET')
      // Either refused or answered with the app shell, never a file from elsewhere.
      expect([400, 403, 404].includes(res.status) || res.body.includes('Holotable'), attempt).toBe(true)
    }
    expect(safePathname('/a/%2e%2e/%2e%2e/etc/passwd')).toBe('/etc/passwd')
    expect(safePathname('/..%2F..%2Fetc')).toBeNull()
  })

  it('answers /health and /config.json', async () => {
    const health = (await (await fetch(`${server.url}/health`)).json()) as Record<string, unknown>
    expect(health).toMatchObject({ ok: true, rooms: 0, peers: 0, peerjs: 0 })
    expect(typeof health.uptime).toBe('number')

    const config = await (await fetch(`${server.url}/config.json`)).json()
    expect(config).toEqual({
      iceServers: [{ urls: 'stun:stun.example.org:3478' }],
      signaling: [`ws://127.0.0.1:${server.port}/signal`],
      peerjs: { host: '127.0.0.1', port: server.port, path: '/peerjs', secure: false },
    })
  })

  it('runs the PeerJS server under /peerjs', async () => {
    const idResponse = await fetch(`${server.url}/peerjs/peerjs/id`)
    expect(idResponse.status).toBe(200)
    const id = await idResponse.text()
    expect(id).toMatch(/^[\w-]{8,}$/)

    const wsBase = server.url.replace('http', 'ws')
    const peer = await connect(`${wsBase}/peerjs/peerjs?key=peerjs&id=${id}&token=tok1`)
    expect(await peer.next()).toEqual({ type: 'OPEN' })
    // A second socket claiming the same id with another token is refused.
    const thief = await connect(`${wsBase}/peerjs/peerjs?key=peerjs&id=${id}&token=other`)
    expect(await thief.next()).toMatchObject({ type: 'ID-TAKEN' })

    // A malformed frame must not take the server down.
    peer.send('not json')
    peer.send({ type: 'HEARTBEAT' })
    const health = (await (await fetch(`${server.url}/health`)).json()) as Record<string, unknown>
    expect(health).toMatchObject({ ok: true, peerjs: 1 })

    // Signaling still works beside it (the two websocket servers do not abort each other's upgrades).
    const signal = await connect(`${wsBase}/signal`)
    signal.send({ type: 'ping' })
    expect(await signal.next()).toEqual({ type: 'pong' })
    for (const s of [peer, thief, signal]) s.ws.terminate()
  })

  it('answers malformed URLs with a plain 400, without printing the error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      for (const bad of ['/peerjs/%zz/id', '/peerjs/%E0%A4%A/peers']) {
        const res = await rawGet(server.url, bad)
        expect(res.status, bad).toBe(400)
        expect(res.body, bad).toBe('Bad request\n')
      }
      expect(error).not.toHaveBeenCalled()
    } finally {
      error.mockRestore()
    }
  })

  it('starts two servers on port 0 without a collision', async () => {
    const a = await startServer({ port: 0, quiet: true })
    const b = await startServer({ port: 0, quiet: true })
    try {
      expect(a.port).not.toBe(b.port)
      for (const s of [a, b]) expect(((await (await fetch(`${s.url}/health`)).json()) as { ok: boolean }).ok).toBe(true)
    } finally {
      await Promise.all([a.close(), b.close()])
    }
    await expect(fetch(`${a.url}/health`)).rejects.toThrow()
  })
})
