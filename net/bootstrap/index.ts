/**
 * Large-document bootstrap: fetch the room's Yjs document from a member over a framed, encrypted
 * PeerJS data connection before joining y-webrtc, whose whole-message sync breaks above ~256 KiB.
 * The room helper (net/room.ts) calls `bootstrapFromPeers` before creating its WebrtcProvider and
 * `serveBootstrap` once it holds the document.
 */
export { bootstrapFromPeers } from './bootstrapFromPeers'
export type { BootstrapOptions, BootstrapResult } from './bootstrapFromPeers'
export { serveBootstrap } from './serveBootstrap'
export type { ServeOptions } from './serveBootstrap'
export { BOOTSTRAP_ORIGIN } from './constants'
