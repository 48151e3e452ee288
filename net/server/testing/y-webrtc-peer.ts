/**
 * One y-webrtc peer in its own process, for net/server/y-webrtc.test.ts (y-webrtc allows one provider
 * per room per process, and peers in one process would meet over BroadcastChannel instead of signaling).
 *
 *   node --import tsx net/server/testing/y-webrtc-peer.ts SIGNAL_URL ROOM NAME PASSWORD PEERS
 *
 * Writes its name into a shared map, prints one JSON line `{ keys, conns }` once it sees PEERS names over
 * PEERS-1 WebRTC connections, then stays in the room until stdin closes.
 */
import wrtc from '@roamhq/wrtc'
import WebSocket from 'ws'
import * as Y from 'yjs'

// lib0's websocket client needs a global WebSocket (Node 20 has none); without BroadcastChannel lib0 uses
// an in-memory stand-in, so this peer can only be found through the signaling server.
Object.assign(globalThis, { WebSocket })
Reflect.deleteProperty(globalThis, 'BroadcastChannel')
const { WebrtcProvider } = await import('y-webrtc')

const [url = '', room = '', name = '', password = '', peers = '2'] = process.argv.slice(2)
const expected = Number(peers)
const doc = new Y.Doc()
const provider = new WebrtcProvider(room, doc, { signaling: [url], password, peerOpts: { wrtc } })
doc.getMap('names').set(name, true)

const timer = setInterval(() => {
  const keys = [...doc.getMap('names').keys()].sort()
  const conns = provider.room?.webrtcConns.size ?? 0
  if (keys.length === expected && conns === expected - 1) {
    clearInterval(timer)
    process.stdout.write(JSON.stringify({ keys, conns }) + '\n')
  }
}, 50)

process.stdin.resume()
process.stdin.on('end', () => {
  provider.destroy()
  // y-webrtc keeps its signaling connection (and reconnect timer) alive globally; leave explicitly.
  setTimeout(() => process.exit(0), 100)
})
