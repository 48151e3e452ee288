/**
 * The PeerJS ids and request ids this page itself uses for the bootstrap, so it never answers its own
 * request or dials itself (a joiner serves others while it bootstraps, and a room may be joined again
 * while the same page still serves it). Module state on purpose: "this page" is exactly a module instance.
 */
const peers = new Set<string>()
const requests = new Set<string>()

/** Registers ids of this page; returns the function that unregisters them. */
export function registerOwn(ids: { peer?: string; request?: string }): () => void {
  if (ids.peer) peers.add(ids.peer)
  if (ids.request) requests.add(ids.request)
  return () => {
    if (ids.peer) peers.delete(ids.peer)
    if (ids.request) requests.delete(ids.request)
  }
}

/** True for a PeerJS id of this page's own responders. */
export function isOwnPeer(peer: string): boolean {
  return peers.has(peer)
}

/** True for a request this page published. */
export function isOwnRequest(rid: string): boolean {
  return requests.has(rid)
}
