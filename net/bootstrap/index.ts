/**
 * Large-document bootstrap: fetch the room's Yjs document from a member over a framed, encrypted
 * PeerJS data connection before joining y-webrtc, whose whole-message sync breaks above ~256 KiB
 * (browsers refuse larger data-channel messages; y-webrtc issues #20 and #61).
 *
 * The room (net/room.ts) calls `bootstrapFromPeers` before creating its WebrtcProvider and
 * `serveBootstrap` once it holds the document. Module map:
 *   constants   timeouts, frame size, topic          frames     64 KiB framing and reassembly
 *   crypto      PBKDF2 room key, AES-GCM boxes        messages   discovery JSON and data-message bodies
 *   syncPlan    state-vector exchange over a Y.Doc    channel    sealed, framed messages over any link
 *   sessions    joiner and source protocol            discovery  collecting answers, answering requests
 *   responder   the serving role                      catchUp    announcements and pulls when behind
 *   signaling   pub/sub client (y-webrtc protocol)    peerLink   PeerJS peer, dial, DataConnection link
 *   ownIds      this page's own ids (never dial or answer ourselves)
 *
 * Limits (what the bootstrap does not fix):
 * - After the bootstrap, y-webrtc still sends every message whole. Its sync step 2 on connect is then
 *   a small diff, but always includes the sender's whole delete set (deletions do not show in state
 *   vectors). A delete set is compact (runs of deleted clocks), yet in a long game of overwritten
 *   fields it grows; above ~256 KiB that step 2 is refused like any other big message.
 * - One local transaction whose update exceeds ~256 KiB (a huge paste, an import of a big file) is
 *   broadcast by y-webrtc as one message and refused by every peer's data channel. The members stay
 *   behind until catch-up (catchUp.ts) notices, within ANNOUNCE_MS + GRACE_MS (~18 s), and pulls the
 *   difference over PeerJS. Keep single transactions well under 200 KB.
 * - A member whose y-webrtc connection comes back after the room grew by > 256 KiB: same, catch-up repairs it.
 * - Deletions only (nothing added) do not change state vectors, so catch-up cannot see them; the next
 *   bootstrap of that member (reload) or any later pull carries them.
 * - The bootstrap's cryptography is plain JavaScript (crypto.ts), so it also works on plain-http LAN pages,
 *   where WebCrypto is missing; there y-webrtc's own signaling encryption is off and the password-derived
 *   room name (net/room.ts) keeps other passwords out.
 */
export { bootstrapFromPeers } from './bootstrapFromPeers'
export type { BootstrapOptions, BootstrapResult } from './bootstrapFromPeers'
export { serveBootstrap } from './serveBootstrap'
export type { ServeOptions } from './serveBootstrap'
export { BOOTSTRAP_ORIGIN } from './constants'
