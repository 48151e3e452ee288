import { describe, expect, it } from 'vitest'
import { createFakeNetwork, type FakeNetwork } from './fake-network'

const list = (net: FakeNetwork, peer: number) => net.docs[peer]!.getArray<string>('list').toArray()

/** Every peer pushes `rounds` items, with random partial deliveries in between. */
function scribble(net: FakeNetwork, rounds: number): void {
  for (let r = 0; r < rounds; r++) {
    net.docs.forEach((doc, peer) => doc.getArray<string>('list').push([`p${peer}-${r}`]))
    net.deliver(net.rng.int(0, 4))
  }
}

describe('fake network', () => {
  it('delivers out of order and still converges after a flush', () => {
    const net = createFakeNetwork(4, 'basic')
    scribble(net, 10)
    expect(net.pending()).toBeGreaterThan(0)
    expect(net.converged()).toBe(false)
    net.flush()
    expect(net.pending()).toBe(0)
    expect(net.converged()).toBe(true)
    const first = list(net, 0)
    expect(first).toHaveLength(40)
    for (let peer = 1; peer < 4; peer++) expect(list(net, peer)).toEqual(first)
    net.destroy()
  })

  it('keeps partitioned groups apart, then heals (drop mode recovers lost updates)', () => {
    const net = createFakeNetwork(4, 'split')
    net.partition([
      [0, 1],
      [2, 3],
    ])
    expect(net.connected(0, 1)).toBe(true)
    expect(net.connected(1, 2)).toBe(false)
    scribble(net, 5)
    net.flush()
    expect(list(net, 0)).toEqual(list(net, 1))
    expect(list(net, 0).some((item) => item.startsWith('p2'))).toBe(false)
    expect(list(net, 2)).toHaveLength(10)
    net.heal()
    net.flush()
    expect(net.converged()).toBe(true)
    expect(list(net, 3)).toHaveLength(20)
    net.destroy()
  })

  it('holds messages across a partition in hold mode and releases them on heal', () => {
    const net = createFakeNetwork(3, 'hold')
    net.partition([[0], [1, 2]], 'hold')
    net.docs[0]!.getArray<string>('list').push(['only-me'])
    net.flush()
    expect(net.pending()).toBe(2)
    expect(list(net, 1)).toEqual([])
    net.heal()
    net.flush()
    expect(list(net, 1)).toEqual(['only-me'])
    expect(net.converged()).toBe(true)
    net.destroy()
  })

  it('replays the same run for the same seed, and another for another seed', () => {
    const run = (seed: string) => {
      const net = createFakeNetwork(3, seed)
      const seen: string[] = []
      for (let r = 0; r < 6; r++) {
        scribble(net, 1)
        seen.push(list(net, 0).join(','))
      }
      net.flush()
      const result = { seen, final: list(net, 0) }
      net.destroy()
      return result
    }
    expect(run('same')).toEqual(run('same'))
    expect(run('same')).not.toEqual(run('other'))
  })
})
