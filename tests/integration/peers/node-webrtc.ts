/**
 * Makes a Node process look enough like a browser for y-webrtc and PeerJS: WebRTC from @roamhq/wrtc and
 * a global WebSocket from `ws`. Import it before anything that loads peerjs, which probes for WebRTC
 * support once, when its module is evaluated.
 */
import { createRequire } from 'node:module'
import WebSocket from 'ws'

const require = createRequire(import.meta.url)

/** The @roamhq/wrtc module (simple-peer's `wrtc` option wants the whole object). */
export const wrtc = require('@roamhq/wrtc') as Record<string, unknown>

const g = globalThis as Record<string, unknown>
for (const name of ['RTCPeerConnection', 'RTCSessionDescription', 'RTCIceCandidate', 'RTCDataChannel']) {
  g[name] ??= wrtc[name]
}
g.WebSocket ??= WebSocket
