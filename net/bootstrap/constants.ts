/**
 * Tunables of the large-document bootstrap, in one place so tests and docs can name them.
 *
 * Why this module exists at all: y-webrtc sends every Yjs message whole over an RTCDataChannel, and
 * browsers refuse (or silently drop) data-channel messages above ~256 KiB (y-webrtc issues #20, #61).
 * A late joiner to a bigger document therefore never receives sync step 2 and reconnects forever.
 * The bootstrap fetches the document over a separate PeerJS data connection, in small frames, before
 * the joiner starts y-webrtc; y-webrtc then only has to carry the (small) difference.
 */

/** Pub/sub topic prefix on the signaling server; the room code follows. Distinct from y-webrtc's own topics. */
export const TOPIC_PREFIX = 'holotable-bootstrap/'

/** Wire version of the discovery messages and frames; bump on incompatible changes. */
export const PROTOCOL_VERSION = 1

/**
 * Bytes of payload per data-channel frame. 64 KiB is far below the ~256 KiB browser limit and above
 * PeerJS's conservative 16 KiB chunks (sized for pre-2020 Firefox↔Chrome interop), so 5 MB is ~80 frames.
 */
export const FRAME_PAYLOAD_BYTES = 64 * 1024

/** Largest message we agree to reassemble (a sanity bound against a hostile `total`, not a design limit). */
export const MAX_MESSAGE_BYTES = 512 * 1024 * 1024

/** How long a joiner waits for the first answer after its request went out before it calls itself alone. */
export const ANSWER_WAIT_MS = 2000

/**
 * After the first usable answer, how long to wait for more before choosing the member that holds the
 * most (a member that joined a moment ago may answer first with an empty document).
 */
export const COLLECT_MS = 250

/** How often a joiner repeats its request while it waits for answers (members may subscribe late). */
export const REPUBLISH_MS = 400

/**
 * After an answer we cannot decrypt, how much longer we wait for one we can: someone with another
 * password may sit on the topic too (a friend who mistyped it), and a busy member may answer late.
 */
export const UNDECRYPTABLE_GRACE_MS = 1000

/** Upper bound on reaching the signaling server and getting the request out at all. */
export const SIGNALING_CONNECT_MS = 3000

/** Opening the PeerJS peer (websocket to the PeerJS server) and a data connection to one source. */
export const PEER_OPEN_MS = 5000

/** A transfer that makes no progress for this long is abandoned; the joiner tries the next source. */
export const STALL_MS = 8000

/** How long a server keeps a connection that has not yet proved it knows the room key. */
export const HELLO_WAIT_MS = 10_000

/** PBKDF2 iterations for the room key; the same cost y-webrtc uses for its signaling key. */
export const PBKDF2_ITERATIONS = 100_000

/** Transaction origin of updates applied by the bootstrap, so observers can tell them apart. */
export const BOOTSTRAP_ORIGIN = 'holotable-bootstrap'
