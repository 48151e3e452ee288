/**
 * The generic sandbox box: a 52-card deck in four spacefaring suits (our own names) as one face-down tabletop pile,
 * damage, focus and shield tokens, one d6 and one trooper miniature. Everything on the table can be moved freely.
 */
import type { LocalizedText } from '../../engine/core/types'
import { pile, piece } from './layout'
import type { BoxDefinition, BoxPiece, BoxPile, CardFace, IconId, TokenFace } from './types'

export { setUpBox } from './setUpBox'

interface Suit {
  id: string
  icon: IconId
  colour: string
  name: LocalizedText
}

const SUITS: readonly Suit[] = [
  { id: 'suns', icon: 'sun', colour: '#c98a12', name: { en: 'Suns', hu: 'Napok' } },
  { id: 'moons', icon: 'moon', colour: '#2f5f9e', name: { en: 'Moons', hu: 'Holdak' } },
  { id: 'comets', icon: 'comet', colour: '#b3372b', name: { en: 'Comets', hu: 'Üstökösök' } },
  { id: 'rings', icon: 'ring', colour: '#2f7d62', name: { en: 'Rings', hu: 'Gyűrűk' } },
]

// Rank 1–13: corner mark and name in both languages (Hungarian in the possessive form "Napok hetese").
const RANKS: readonly { rank: string; en: string; hu: string }[] = [
  { rank: 'A', en: 'Ace', hu: 'ásza' },
  { rank: '2', en: 'Two', hu: 'kettese' },
  { rank: '3', en: 'Three', hu: 'hármasa' },
  { rank: '4', en: 'Four', hu: 'négyese' },
  { rank: '5', en: 'Five', hu: 'ötöse' },
  { rank: '6', en: 'Six', hu: 'hatosa' },
  { rank: '7', en: 'Seven', hu: 'hetese' },
  { rank: '8', en: 'Eight', hu: 'nyolcasa' },
  { rank: '9', en: 'Nine', hu: 'kilencese' },
  { rank: '10', en: 'Ten', hu: 'tízese' },
  { rank: 'P', en: 'Pilot', hu: 'pilótája' },
  { rank: 'C', en: 'Captain', hu: 'kapitánya' },
  { rank: 'Ad', en: 'Admiral', hu: 'admirálisa' },
]

/** The look (face id) of the card of `suit` and rank 1–13. */
export function sandboxCardLook(suit: string, rank: number): string {
  return `sandbox/${suit}-${String(rank).padStart(2, '0')}`
}

function buildCards(): Record<string, CardFace> {
  const cards: Record<string, CardFace> = {}
  for (const suit of SUITS) {
    RANKS.forEach((r, i) => {
      cards[sandboxCardLook(suit.id, i + 1)] = {
        frame: 'playing',
        name: { en: `${r.en} of ${suit.name.en}`, hu: `${suit.name.hu} ${r.hu}` },
        rank: r.rank,
        icon: suit.icon,
        pips: i < 10 ? i + 1 : 0,
        colour: suit.colour,
      }
    })
  }
  return cards
}

const TOKENS: Record<string, TokenFace> = {
  'token/damage': { name: { en: 'Damage', hu: 'Sebzés' }, icon: 'damage', colour: '#a3262a' },
  'token/focus': { name: { en: 'Focus', hu: 'Fókusz' }, icon: 'focus', colour: '#2c7a4b' },
  'token/shield': { name: { en: 'Shield', hu: 'Pajzs' }, icon: 'shield', colour: '#2b5fa8' },
}

// The deck lies face down on the left; players shuffle it at the table.
const DECK_AT = { x: -4.5, z: 0 } as const

function buildPiles(): BoxPile[] {
  const cards = SUITS.flatMap((suit) => RANKS.map((_, i) => sandboxCardLook(suit.id, i + 1)))
  // Shared by everyone, it is still the deck a hand card goes back to.
  return [{ ...pile('deck', { en: 'Deck', hu: 'Pakli' }, 'deck', DECK_AT.x, DECK_AT.z, cards), role: 'draw' }]
}

function buildPieces(): BoxPiece[] {
  return [
    piece('token-damage-1', 'token', 'token/damage', -3.5, 2.2),
    piece('token-damage-2', 'token', 'token/damage', -3, 2.2),
    piece('token-damage-3', 'token', 'token/damage', -2.5, 2.2),
    piece('token-focus-1', 'token', 'token/focus', -1.5, 2.2),
    piece('token-focus-2', 'token', 'token/focus', -1, 2.2),
    piece('token-shield-1', 'token', 'token/shield', 0, 2.2),
    piece('token-shield-2', 'token', 'token/shield', 0.5, 2.2),
    piece('die-1', 'die', 'd6', 2, 2.2),
    piece('mini-trooper-1', 'miniature', 'models/trooper.glb', 2.5, -2),
  ]
}

/** The sandbox box: a deck, tokens, a die and a miniature on a free-for-all table. */
export const sandboxBox: BoxDefinition = {
  id: 'sandbox',
  name: { en: 'Sandbox', hu: 'Homokozó' },
  cards: buildCards(),
  tokens: TOKENS,
  pieces: buildPieces(),
  piles: buildPiles(),
}
