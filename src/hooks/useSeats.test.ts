import { describe, expect, it } from 'vitest'
import { safeSeats, seatHeldBy, seatsHeldBy } from './useSeats'

const key = 'aa'.repeat(32)

describe('safeSeats', () => {
  it('shows a hostile binding with a grey colour and a short, clean name', () => {
    const seats = safeSeats({
      s1: {
        name: `\u202e${'M'.repeat(1_000_000)}`,
        colour: 'red;background:url(https://evil.example/x.png)',
        publicKey: key,
      },
      s2: { name: 'Anna', colour: '#58D0FF', publicKey: 'bb'.repeat(32) },
    })
    expect(seats.s1).toEqual({ name: 'M'.repeat(64), colour: '#888888', publicKey: key })
    expect(seats.s2).toEqual({ name: 'Anna', colour: '#58d0ff', publicKey: 'bb'.repeat(32) })
    expect(seatHeldBy(seats, key)).toBe('s1')
  })
})

describe('seatsHeldBy', () => {
  it('lists every seat one key holds, sorted (a hotseat device), and none for a spectator', () => {
    const seats = {
      s3: { name: 'Anna', colour: '#58d0ff', publicKey: key },
      s1: { name: 'Anna', colour: '#58d0ff', publicKey: key },
      s2: { name: 'Béla', colour: '#888888', publicKey: 'bb'.repeat(32) },
    }
    expect(seatsHeldBy(seats, key)).toEqual(['s1', 's3'])
    expect(seatsHeldBy(seats, 'cc'.repeat(32))).toEqual([])
  })
})
