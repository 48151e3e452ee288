/**
 * PeerJS glue: open a Peer on our server, dial a source, and adapt a DataConnection to a FrameLink.
 *
 * Connections use `serialization: 'raw'`, so PeerJS passes our frames through untouched (frames.ts
 * explains why we do not use its 'binary' chunking), and `reliable: true` (an ordered channel; the
 * reassembler would cope with disorder anyway). PeerJS's raw send queues while the channel's
 * bufferedAmount is above 8 MiB, which is the flow control a multi-megabyte transfer needs.
 */
import * as peerjsModule from 'peerjs'
import type { DataConnection, Peer as PeerInstance, PeerOptions } from 'peerjs'
import type { NetConfig } from '../types'
import type { FrameLink } from './channel'

type PeerConstructor = new (id: string, options?: PeerOptions) => PeerInstance

/**
 * The Peer class, whichever way the module was loaded: Vite and browsers get PeerJS's ES module
 * (named export), Node gets its CommonJS build, whose named exports only appear under `default`.
 */
function peerClass(): PeerConstructor {
  const mod = peerjsModule as unknown as { Peer?: PeerConstructor; default?: { Peer?: PeerConstructor } }
  const ctor = mod.Peer ?? mod.default?.Peer
  if (!ctor) throw new Error('peerjs: Peer class not found')
  return ctor
}

/** A fresh PeerJS id (chosen here, which saves the round trip to the server's id endpoint). */
export function newPeerId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12))
  return 'hb-' + Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** Opens a Peer on the configured PeerJS server; rejects (and destroys it) on error or after `timeoutMs`. */
export function openPeer(net: NetConfig, timeoutMs: number): Promise<PeerInstance> {
  const Peer = peerClass()
  const peer = new Peer(newPeerId(), {
    host: net.peerjs.host,
    port: net.peerjs.port,
    path: net.peerjs.path,
    secure: net.peerjs.secure,
    config: { iceServers: net.iceServers },
    debug: 0,
  })
  return new Promise((resolve, reject) => {
    const fail = (why: unknown) => {
      clearTimeout(timer)
      peer.off('open', opened)
      peer.destroy()
      reject(why instanceof Error ? why : new Error(String(why)))
    }
    const opened = () => {
      clearTimeout(timer)
      // Only errors before 'open' mean the peer failed to open. Later ones (e.g. 'peer-unavailable'
      // for one remote that left) must not destroy a peer that is busy with other connections.
      peer.off('error', fail)
      resolve(peer)
    }
    const timer = setTimeout(() => fail(new Error('peerjs: open timed out')), timeoutMs)
    peer.once('open', opened)
    peer.once('error', fail)
  })
}

/**
 * Dials `remoteId` and resolves with a FrameLink once the data channel is open. Rejects quickly when
 * the PeerJS server says the peer is gone, otherwise after `timeoutMs`.
 */
export function dial(peer: PeerInstance, remoteId: string, rid: string, timeoutMs: number): Promise<FrameLink> {
  const conn = peer.connect(remoteId, { reliable: true, serialization: 'raw', metadata: { rid } })
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      clearTimeout(timer)
      peer.off('error', onPeerError)
    }
    const fail = (why: string) => {
      cleanup()
      conn.close()
      reject(new Error(`peerjs: ${why}`))
    }
    // PeerJS reports an unknown remote id on the Peer, not on the connection.
    const onPeerError = (error: { type: string; message: string }) => {
      if (error.type === 'peer-unavailable' && error.message.includes(remoteId)) fail('peer unavailable')
    }
    const timer = setTimeout(() => fail('connect timed out'), timeoutMs)
    peer.on('error', onPeerError)
    conn.once('open', () => {
      cleanup()
      resolve(linkOf(conn))
    })
    conn.once('error', () => fail('connection error'))
    conn.once('close', () => fail('closed before open'))
  })
}

/** Adapts an (open or opening) raw DataConnection to a FrameLink. */
export function linkOf(conn: DataConnection): FrameLink {
  return {
    send: (frame) => void conn.send(frame),
    onFrame: (listener) =>
      conn.on('data', (data: unknown) => {
        if (data instanceof ArrayBuffer) listener(new Uint8Array(data))
        else if (data instanceof Uint8Array) listener(data)
        // Anything else (a string, a Blob) is not ours; the channel's stall timer handles silence.
      }),
    // An ICE failure surfaces as 'error' and may never be followed by 'close'.
    onClose: (listener) => {
      conn.on('close', listener)
      conn.on('error', listener)
    },
    close: () => conn.close(),
  }
}
