/**
 * Squad building's typed errors: a stable code, a reason a player can read in Hungarian and English, and the
 * character at fault where there is one. Reasons are fixed text plus names from the data tables and numbers, so every
 * peer records the same words; ids from a peer are quoted and cut short, so a hostile list cannot bloat the log.
 */
import type { EngineError, LocalizedText } from '../../core/types'
import { FACTION_NAMES } from './data/factions'
import type { CharacterDef, Faction } from './data/types'

/** Every code squad building refuses with. */
export type SquadErrorCode =
  | 'squad-malformed'
  | 'squad-bad-rules'
  | 'squad-bad-count'
  | 'squad-empty'
  | 'squad-unknown-character'
  | 'squad-unknown-faction'
  | 'squad-faction-not-allowed'
  | 'squad-wrong-faction'
  | 'squad-fringe-not-allowed'
  | 'squad-duplicate-unique'
  | 'squad-over-points'
  | 'squad-partial-character'
  | 'squad-bad-salt'
  | 'squad-bad-commitment'
  | 'squad-commitment-mismatch'
  | 'reinforcements-not-allowed'
  | 'reinforcements-over-points'
  | 'reinforcements-wrong-kind'

/** A refusal: an EngineError with a squad code, naming the offending character's id where there is one. */
export interface SquadError extends EngineError {
  code: SquadErrorCode
  character?: string
}

/** A value from a peer, quoted and cut to 40 characters. */
export function quote(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)
}

function err(code: SquadErrorCode, hu: string, en: string, character?: string): SquadError {
  return character === undefined ? { code, reason: { hu, en } } : { code, reason: { hu, en }, character }
}

const faction = (f: Faction): LocalizedText => FACTION_NAMES[f]
const list = (fs: readonly Faction[], lang: 'hu' | 'en') => fs.map((f) => faction(f)[lang]).join(', ')

/** The errors squad building produces. Each call returns a fresh object. */
export const squadErrors = {
  /** The list's shape is wrong; `detail` says how. */
  malformed: (hu: string, en: string): SquadError =>
    err('squad-malformed', `Hibás csapatlista: ${hu}`, `Malformed squad list: ${en}`),
  /** The room's squad rules are not ones the game knows. */
  badRules: (hu: string, en: string): SquadError =>
    err('squad-bad-rules', `Hibás csapatépítési szabály: ${hu}`, `Invalid squad rules: ${en}`),
  /** A character is listed a number of times that is not a whole number from 1 to `max`. */
  badCount: (id: string, max: number): SquadError =>
    err(
      'squad-bad-count',
      `A(z) ${quote(id)} darabszáma 1 és ${max} közötti egész szám lehet.`,
      `The count of ${quote(id)} must be a whole number from 1 to ${max}.`,
      id,
    ),
  empty: (): SquadError =>
    err('squad-empty', 'A csapatban legalább egy karakternek lennie kell.', 'A squad needs at least one character.'),
  unknownCharacter: (id: string): SquadError =>
    err('squad-unknown-character', `Ismeretlen karakter: ${quote(id)}.`, `Unknown character: ${quote(id)}.`, id),
  unknownFaction: (f: string): SquadError =>
    err('squad-unknown-faction', `Ismeretlen csoport: ${quote(f)}.`, `Unknown faction: ${quote(f)}.`),
  /** The squad's faction is not one this seat's era and side allow. */
  factionNotAllowed: (f: Faction, allowed: readonly Faction[]): SquadError =>
    err(
      'squad-faction-not-allowed',
      `Ennél a helynél a csapat csoportja ${allowed.length > 0 ? `csak ez lehet: ${list(allowed, 'hu')}` : 'nem választható'}; a ${faction(f).hu} nem.`,
      `This seat's squad must be ${allowed.length > 0 ? `of: ${list(allowed, 'en')}` : 'of no faction here'}; ${faction(f).en} is not allowed.`,
    ),
  /** A pure fringe squad, where the room does not play that option. */
  fringeSquadNotAllowed: (): SquadError =>
    err(
      'squad-fringe-not-allowed',
      'Tisztán fringe csapat csak a „Fringe csapat” játékváltozatban állítható.',
      'A pure fringe squad is only allowed in the "Fringe squad" variant.',
    ),
  /** A character whose faction symbol is neither the squad's nor (where allowed) fringe. */
  wrongFaction: (c: CharacterDef, squad: Faction, fringeAllowed: boolean): SquadError =>
    err(
      'squad-wrong-faction',
      `${c.name.hu} (${faction(c.faction).hu}) nem lehet ${faction(squad).hu} csapatban: csak a csapat csoportjának ${fringeAllowed ? 'vagy a kívülállók (fringe) ' : ''}karakterei.`,
      `${c.name.en} (${faction(c.faction).en}) cannot join a ${faction(squad).en} squad: only characters of the squad's faction${fringeAllowed ? ' or fringe' : ''} may.`,
      c.id,
    ),
  /** Two characters of one unique group (the same person, maybe two variants); `other` is the first one listed. */
  duplicateUnique: (c: CharacterDef, other: CharacterDef): SquadError =>
    c.id === other.id
      ? err(
          'squad-duplicate-unique',
          `${c.name.hu} egyedi karakter: csak egy lehet belőle a csapatban.`,
          `${c.name.en} is unique: a squad may hold only one.`,
          c.id,
        )
      : err(
          'squad-duplicate-unique',
          `${c.name.hu} és ${other.name.hu} ugyanannak az egyedi karakternek a változatai: csak egyikük lehet a csapatban.`,
          `${c.name.en} and ${other.name.en} are variants of the same unique character: a squad may hold only one of them.`,
          c.id,
        ),
  /** A unique character both squads of a side field in team play. */
  duplicateUniqueInTeam: (c: CharacterDef): SquadError =>
    err(
      'squad-duplicate-unique',
      `${c.name.hu}: egy csoporton belül a két csapat nem tartalmazhat egyforma egyedi karaktereket.`,
      `${c.name.en}: the two squads of one side cannot both hold the same unique character.`,
      c.id,
    ),
  overPoints: (total: number, limit: number): SquadError =>
    err(
      'squad-over-points',
      `A csapat ${total} pontos, többe kerül a megengedett ${limit} pontnál.`,
      `The squad costs ${total} points, over the ${limit}-point limit.`,
    ),
  /** A character whose card names powers the rules do not know yet. */
  partialCharacter: (c: CharacterDef): SquadError =>
    err(
      'squad-partial-character',
      `${c.name.hu} kártyáján olyan képesség is van, amelyet a szabálymotor még nem ismer; ebben a szobában nem játszható.`,
      `${c.name.en}'s card has powers the rules engine does not know yet; it is not allowed in this room.`,
      c.id,
    ),
  badSalt: (): SquadError =>
    err(
      'squad-bad-salt',
      'A titkosító só 64 kisbetűs hexadecimális jegy (32 véletlen bájt) kell legyen.',
      'The salt must be 64 lowercase hex digits (32 random bytes).',
    ),
  badCommitment: (): SquadError =>
    err(
      'squad-bad-commitment',
      'A csapat-elköteleződés 64 kisbetűs hexadecimális jegy kell legyen.',
      'A squad commitment must be 64 lowercase hex digits.',
    ),
  /** The revealed list and salt do not open the commitment made before. */
  commitmentMismatch: (): SquadError =>
    err(
      'squad-commitment-mismatch',
      'A felfedett csapat (vagy a sója) nem egyezik azzal, amire a játékos korábban elköteleződött.',
      'The revealed squad (or its salt) does not match the commitment made before.',
    ),
  /** Reinforcements picked by a squad with no ability that allows them. */
  reinforcementsNotAllowed: (kind: LocalizedText): SquadError =>
    err(
      'reinforcements-not-allowed',
      `A csapatban nincs ${kind.hu} képességű karakter, ezért ilyen erősítést nem vehet fel.`,
      `No character in the squad has ${kind.en}, so it cannot take such reinforcements.`,
    ),
  reinforcementsOverPoints: (kind: LocalizedText, total: number, limit: number): SquadError =>
    err(
      'reinforcements-over-points',
      `A(z) ${kind.hu} erősítés ${total} pontos, több a megengedett ${limit} pontnál.`,
      `The ${kind.en} picks cost ${total} points, over the ${limit} allowed.`,
    ),
  /** A reinforcement pick that is not of the kind its ability adds (fringe, or droid). */
  reinforcementsWrongKind: (c: CharacterDef, kind: LocalizedText, needed: LocalizedText): SquadError =>
    err(
      'reinforcements-wrong-kind',
      `${c.name.hu} nem ${needed.hu}, ezért nem jöhet ${kind.hu} erősítésként.`,
      `${c.name.en} is not ${needed.en}, so it cannot come as ${kind.en}.`,
      c.id,
    ),
}
