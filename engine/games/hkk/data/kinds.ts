/**
 * Lists of card types shared by the validator, the text generator and the engine, kept apart from the validator so
 * that the text (and the sandbox catalogue that shows it) does not pull the validator in.
 */
import type { HkkCardType } from './types'

/** Every card type. */
export const CARD_TYPES = [
  'monster',
  'adventurer',
  'spell',
  'charm',
  'skill',
  'body-part',
  'item',
  'building',
] as const satisfies readonly HkkCardType[]

/** Card types that go onto a host: their first ability is an on-play one whose target 0 is the host. */
export const ATTACHMENT_TYPES: readonly HkkCardType[] = ['charm', 'skill', 'body-part', 'item']
