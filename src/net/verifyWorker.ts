/**
 * A web worker that checks log-entry signatures for the page (src/net/workerVerifier.ts): each message is a batch,
 * answered with the verdicts of the same strict check the main thread runs (net/verifier-pool.ts).
 */
import { answerVerifyRequest, type VerifyRequest } from '../../net/verifier-pool'

// The worker's global scope: typed by hand, since the app's TypeScript lib is DOM (a window), not WebWorker.
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<VerifyRequest>) => void) | null
  postMessage(message: unknown): void
}

scope.onmessage = (event) => scope.postMessage(answerVerifyRequest(event.data))
