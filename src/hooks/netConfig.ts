/**
 * The network config the app opens rooms with. The server that served the page also does signaling
 * (`/signal`) and PeerJS (`/peerjs`) on the same host and port; only the ICE servers come from
 * `/config.json`, because they are a deployment choice (none on a LAN, STUN/TURN on the internet).
 */
import type { NetConfig } from '../../net/types'

/** The parts of `window.location` the config depends on. */
export type PageLocation = Pick<Location, 'protocol' | 'hostname' | 'port'>

/** Builds the NetConfig for a page served from `loc`, with the ICE servers the server announced. */
export function netConfigFrom(loc: PageLocation, iceServers: RTCIceServer[] = []): NetConfig {
  const secure = loc.protocol === 'https:'
  const port = Number(loc.port) || (secure ? 443 : 80)
  // IPv6 literals need brackets in a URL but not in PeerJS's host option.
  const host = loc.hostname.includes(':') && !loc.hostname.startsWith('[') ? `[${loc.hostname}]` : loc.hostname
  return {
    signaling: [`${secure ? 'wss' : 'ws'}://${host}:${port}/signal`],
    peerjs: { host: loc.hostname, port, path: '/peerjs', secure },
    iceServers,
  }
}

/** Reads `/config.json` and builds the NetConfig; throws when the server does not answer. */
export async function loadNetConfig(
  loc: PageLocation = location,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 8000,
): Promise<NetConfig> {
  const response = await fetchImpl('/config.json', { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) })
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`)
  const body = (await response.json()) as { iceServers?: unknown }
  const iceServers = Array.isArray(body.iceServers) ? (body.iceServers as RTCIceServer[]) : []
  return netConfigFrom(loc, iceServers)
}
