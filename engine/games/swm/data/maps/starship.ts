/**
 * The starship map: a starter-style starship deck of our own design. The Hungarian rulebook describes the starter's
 * map (a ship interior such as the Tantive IV or a Separatist cruiser, the dark side entering by a blast door and the
 * light side by an airlock at the opposite corner, each setting up within 4 squares of it) and how terrain is marked,
 * but does not print the layout, so the rooms below are ours. The size is the Revenge of the Sith starter map's
 * 29 × 19 squares (../shared/research/rules-facts.md §3.1). The format is drawing.ts's; the four reactor pillars
 * are squares walled in on every side, so they come out as wall squares. No corner is bevelled.
 */
import { buildSwmMap } from './build'
import type { SwmMap } from './types'

/** Squares across. */
export const STARSHIP_WIDTH = 29
/** Squares from top to bottom. */
export const STARSHIP_HEIGHT = 19

/** The map as drawn (see drawing.ts for the format). */
// prettier-ignore
export const STARSHIP_DRAWING: readonly string[] = [
  '              +                           +',
  ' L L L L . . .|. . . . . . . . . . . . . .|. . . . . . . .',
  '+             +                           +',
  'AL L L L . . .|. o . . . . . . . . . . . o|. . o o o o . .',
  '+             +     +-+           +-+     +',
  'AL L L L . . .|. . .|.|. . . . . .|.|. . .|. . . . . . . .',
  '+             +     +-+           +-+     +',
  'AL L L L . . .=. . . . . . x x . . . . . .|. . . . . . . .',
  '+             +                           +',
  'AL L L L . . .=. . . . . . x x . . . . . .|. o . . . . o .',
  '+             +     +-+           +-+     +',
  ' L L L L . . .|. . .|.|. . . . . .|.|. . o|. . . . . . . .',
  '              +     +-+           +-+     +',
  ' L L L L . . .|. . . . . ~ . . ~ . . . . .|. . . . . . . .',
  '+-+-+=+=+-+-+-+-+-+=+=+-+-+-+-+-+=+=+-+-+-+-+-+-+=+=+-+-+-+',
  ' . . . . . . . . . . . . . . . . . . . . . . . . . .|. . .',
  '                                                    +',
  ' . . . . . o o . . . . . . . o . . ~ . ~ . . . . . .|. . .',
  '                        +                           +',
  ' . . . ~ ~ . . . . . . .|. . . . . ~ x x ~ . . o . . . . .',
  '                        +',
  ' . . . . . . . . . . . .|. . . . . ~ x x ~ . . . . . . . .',
  '+-+-+-+=+=+-+-+-+-+-+-+-+-+=+=+=+-+-+-+-+-+-+-+=+=+=+-+-+-+',
  ' . . . . . . . . .|. . . . . . . . . . . .|. . . . . . . .',
  '                  +                       +',
  ' . . . . . . . . .|. . . . . . . . . . . .|. . . . D D D D',
  '                  +                       +               +',
  ' . o o . . . o o .|. . o o . . . o . . . .|. . o . D D D DB',
  '                  +                       +               +',
  ' . . . . . . . . .|. . o o . . . . . . . .=. . . . D D D DB',
  '                  +                       +               +',
  ' . . . . . . . . .|. . . . . . . . . . . .=. . . . D D D DB',
  '                  +                       +               +',
  ' . o o . . o . . .|. . . . . ~ ~ . o o . .|. . . . D D D DB',
  '                  +                       +               +',
  ' . . . . . . . ~ ~|. . o . ~ ~ ~ . o o . .|. . o . D D D D',
  '                  +                       +',
  ' . . . . . . . . ~|. . . . . ~ . . . . . .|. . . . D D D D',
  '                  +                       +',
]

/** The starship deck, the map the starter box plays on. */
export const STARSHIP_MAP: SwmMap = buildSwmMap(STARSHIP_DRAWING, {
  id: 'swm/map-starship',
  name: { en: 'Starship deck', hu: 'Csillaghajó fedélzete' },
  width: STARSHIP_WIDTH,
  height: STARSHIP_HEIGHT,
  zoneNames: {
    light: { en: 'Airlock (light side)', hu: 'Zsilip (világos oldal)' },
    dark: { en: 'Blast door (dark side)', hu: 'Páncélajtó (sötét oldal)' },
  },
})
