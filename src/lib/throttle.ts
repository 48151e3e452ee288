/**
 * Rate limiting for presence updates (cursor, drag): at most one call per interval, the first at once and
 * the latest of a burst at the end, so the last position always goes out.
 */

/** A throttled function; `cancel` drops a pending trailing call. */
export interface Throttled<A extends unknown[]> {
  (...args: A): void
  cancel(): void
}

/** Calls `fn` at most once per `ms`, leading and trailing. */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
  now: () => number = () => performance.now(),
): Throttled<A> {
  let last = -Infinity
  let timer: ReturnType<typeof setTimeout> | null = null
  let pending: A | null = null
  const fire = () => {
    timer = null
    last = now()
    const args = pending
    pending = null
    if (args) fn(...args)
  }
  const throttled = (...args: A) => {
    pending = args
    const wait = last + ms - now()
    if (wait <= 0 && timer === null) fire()
    else if (timer === null) timer = setTimeout(fire, Math.max(0, wait))
  }
  throttled.cancel = () => {
    if (timer !== null) clearTimeout(timer)
    timer = null
    pending = null
  }
  return throttled
}
