/**
 * Command-line parsing for net/server/main.ts, kept pure (argv and env in, options out) so it is tested
 * without starting anything.
 */
import type { NetworkInterfaceInfo } from 'node:os'
import { parseArgs } from 'node:util'

/** Parsed command line. */
export interface CliOptions {
  host: string
  port: number
  iceServers: RTCIceServer[]
  staticDir?: string
  quiet: boolean
  /** Take client addresses from X-Forwarded-For (behind a reverse proxy only). */
  trustProxy: boolean
  help: boolean
}

/** A command line we cannot use; the message is for the person who typed it. */
export class CliError extends Error {}

/** Usage text printed by --help. */
export const USAGE = `Usage: npm start -- [options]   (or: npx tsx net/server/main.ts [options])

  --host HOST         interface to listen on (default env HOST, else 0.0.0.0: every interface,
                      for LAN play)
  --port PORT         port (default 8080, or env PORT; 0 picks a free one)
  --static DIR        directory of the built app (default dist/app)
  --ice JSON          ICE servers as JSON, e.g. '[{"urls":"stun:stun.example.org:3478"}]'
                      (default env HOLOTABLE_ICE_SERVERS, else none)
  --stun URL          add a STUN server (repeatable), e.g. stun:stun.example.org:3478
  --turn URL          add a TURN server (repeatable), e.g. turn:turn.example.org:3478
  --turn-user USER    username for the --turn servers
  --turn-pass PASS    password for the --turn servers
  --trust-proxy       behind a reverse proxy: count clients by the X-Forwarded-For address it
                      appends (per-address limits would otherwise count the proxy)
  --quiet             no log output besides the URLs
  --help              this text
`

/** Parse argv (without node and script) and the environment. Throws CliError on bad input. */
export function parseCli(argv: string[], env: NodeJS.ProcessEnv = {}): CliOptions {
  let values
  try {
    ;({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        host: { type: 'string' },
        port: { type: 'string' },
        static: { type: 'string' },
        ice: { type: 'string' },
        stun: { type: 'string', multiple: true },
        turn: { type: 'string', multiple: true },
        'turn-user': { type: 'string' },
        'turn-pass': { type: 'string' },
        quiet: { type: 'boolean' },
        'trust-proxy': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }))
  } catch (error) {
    throw new CliError((error as Error).message)
  }

  const portText = values.port ?? env.PORT ?? '8080'
  const port = Number(portText)
  if (!/^\d+$/.test(portText) || port > 65535) throw new CliError(`Bad port: ${portText}`)

  const iceJson = values.ice ?? env.HOLOTABLE_ICE_SERVERS
  const iceServers = iceJson ? parseIceJson(iceJson) : []
  for (const url of values.stun ?? []) iceServers.push({ urls: checkIceUrl(url, /^stuns?:/) })
  const turn = values.turn ?? []
  if (turn.length > 0) {
    const user = values['turn-user']
    const pass = values['turn-pass']
    if (!user || !pass) throw new CliError('--turn needs --turn-user and --turn-pass')
    for (const url of turn) iceServers.push({ urls: checkIceUrl(url, /^turns?:/), username: user, credential: pass })
  }

  return {
    // An empty HOST (e.g. `HOST= npm start`) means "not set", not "listen on ''".
    host: values.host ?? (env.HOST || '0.0.0.0'),
    port,
    iceServers,
    staticDir: values.static,
    quiet: values.quiet ?? false,
    trustProxy: values['trust-proxy'] ?? false,
    help: values.help ?? false,
  }
}

/** Parse ICE servers given as JSON: an array of RTCIceServer, or `{ iceServers: [...] }`. */
export function parseIceJson(text: string): RTCIceServer[] {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new CliError(`ICE servers are not valid JSON: ${text}`)
  }
  if (value && typeof value === 'object' && !Array.isArray(value) && 'iceServers' in value) value = value.iceServers
  if (!Array.isArray(value)) throw new CliError('ICE servers must be a JSON array of { urls, username?, credential? }')
  return value.map((entry: unknown) => {
    const server = entry as Record<string, unknown> | null
    const urls = server?.urls
    const okUrls =
      typeof urls === 'string' || (Array.isArray(urls) && urls.length > 0 && urls.every((u) => typeof u === 'string'))
    const okText = (v: unknown): boolean => v === undefined || typeof v === 'string'
    if (!server || !okUrls || !okText(server.username) || !okText(server.credential)) {
      throw new CliError(`Bad ICE server entry: ${JSON.stringify(entry)}`)
    }
    const result: RTCIceServer = { urls: urls as string | string[] }
    if (typeof server.username === 'string') result.username = server.username
    if (typeof server.credential === 'string') result.credential = server.credential
    return result
  })
}

function checkIceUrl(url: string, scheme: RegExp): string {
  if (!scheme.test(url)) throw new CliError(`Bad ICE URL ${url} (expected ${scheme.source.slice(1)}…)`)
  return url
}

/**
 * The URLs people can open: localhost plus every non-internal IPv4 address when listening on every
 * interface, otherwise the one host.
 */
export function reachableUrls(host: string, port: number, interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>): string[] {
  if (host !== '0.0.0.0' && host !== '::' && host !== '') {
    const shown = host === '127.0.0.1' || host === '::1' ? 'localhost' : host.includes(':') ? `[${host}]` : host
    return [`http://${shown}:${port}/`]
  }
  const lan = Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((info) => info.family === 'IPv4' && !info.internal)
    .map((info) => `http://${info.address}:${port}/`)
  return [`http://localhost:${port}/`, ...new Set(lan)]
}
