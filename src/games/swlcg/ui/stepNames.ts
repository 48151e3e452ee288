/**
 * The names of SWLCG phases and steps in English and Hungarian, and per step what it asks: the sentence for the
 * side that must decide and the short task the waiting line shows to the other. The sentences that name cards are
 * built in ./decisionText.ts.
 */
import type { Phase, Step } from '../../../../engine/games/swlcg'
import type { Language } from '../../../lib/language'
import type { Words } from './words'

/** Phase names. */
const PHASES: Readonly<Record<Phase, Words>> = {
  setup: { en: 'Setup', hu: 'Előkészületek' },
  balance: { en: 'Balance phase', hu: 'Egyensúlyfázis' },
  refresh: { en: 'Refresh phase', hu: 'Frissítési fázis' },
  draw: { en: 'Draw phase', hu: 'Húzási fázis' },
  deployment: { en: 'Deployment phase', hu: 'Telepítési fázis' },
  conflict: { en: 'Conflict phase', hu: 'Konfliktusfázis' },
  force: { en: 'Force phase', hu: 'Erőfázis' },
}

/** Step names. */
const STEPS: Readonly<Record<Step, Words>> = {
  'choose-objectives': { en: 'Choose objectives', hu: 'Célok kiválasztása' },
  mulligan: { en: 'Starting hand', hu: 'Kezdő kéz' },
  'reveal-objectives': { en: 'Reveal objectives', hu: 'Célok felfedése' },
  'balance-damage': { en: 'Balance of the Force damage', hu: 'Az Erő egyensúlyának sebzése' },
  'refresh-window': { en: 'Actions after refreshing', hu: 'Akciók a frissítés után' },
  'draw-discard': { en: 'Discard before drawing', hu: 'Eldobás húzás előtt' },
  'draw-trim': { en: 'Discard to reserve value', hu: 'Eldobás a tartalékértékig' },
  'draw-reserve': { en: 'Common reserve', hu: 'Közös tartalék' },
  'draw-window': { en: 'Actions after drawing', hu: 'Akciók a húzás után' },
  deployment: { en: 'Deploy cards', hu: 'Lapok telepítése' },
  'conflict-window': { en: 'Conflict actions', hu: 'Akciók a konfliktusfázisban' },
  'conflict-declare': { en: 'Choose an engagement', hu: 'Összecsapás választása' },
  'declare-attackers': { en: 'Declare attackers', hu: 'Támadók kijelölése' },
  'attackers-window': { en: 'Actions after attackers', hu: 'Akciók a támadók után' },
  'declare-defenders': { en: 'Declare defenders', hu: 'Védők kijelölése' },
  'defenders-window': { en: 'Actions after defenders', hu: 'Akciók a védők után' },
  'edge-placement': { en: 'Edge battle', hu: 'Előnyharc' },
  'edge-window': { en: 'Actions after the edge battle', hu: 'Akciók az előnyharc után' },
  strike: { en: 'Strike', hu: 'Csapás' },
  'strike-window': { en: 'Actions after the strike', hu: 'Akciók a csapás után' },
  'force-commit': { en: 'Commit to the Force', hu: 'Erőhöz rendelés' },
  'force-window': { en: 'Actions after the Force struggle', hu: 'Akciók az Erőért folyó küzdelem után' },
  resolving: { en: 'Resolving effects', hu: 'Hatások végrehajtása' },
}

/** A phase's name: "Conflict phase" / "Konfliktusfázis". */
export function phaseName(phase: Phase, lang: Language): string {
  return PHASES[phase][lang]
}

/** A step's name: "Declare attackers" / "Támadók kijelölése". */
export function stepName(step: Step, lang: Language): string {
  return STEPS[step][lang]
}

/** When an action window is open, for the window sentence: "(after the edge battle)" / "(az előnyharc után)". */
export const WINDOW_WHEN: Readonly<Partial<Record<Step, Words>>> = {
  'refresh-window': { en: 'after refreshing', hu: 'a frissítés után' },
  'draw-window': { en: 'after drawing', hu: 'a húzás után' },
  deployment: { en: 'in the deployment phase', hu: 'a telepítési fázisban' },
  'conflict-window': { en: 'in the conflict phase', hu: 'a konfliktusfázisban' },
  'attackers-window': { en: 'after attackers are declared', hu: 'a támadók kijelölése után' },
  'defenders-window': { en: 'after defenders are declared', hu: 'a védők kijelölése után' },
  'edge-window': { en: 'after the edge battle', hu: 'az előnyharc után' },
  'strike-window': { en: 'after the strike', hu: 'a csapás után' },
  'force-window': { en: 'after the Force struggle', hu: 'az Erőért folyó küzdelem után' },
}

/**
 * What a decision step asks of the side that must decide, as a sentence, for the steps that name no card (the
 * others, and the windows, are built in ./decisionText.ts).
 */
export const STEP_DECISION: Readonly<Partial<Record<Step, Words>>> = {
  'choose-objectives': {
    en: 'Choose one of your four objectives to put on the bottom of your objective deck; the other three stay face down.',
    hu: 'Válaszd ki, melyik célodat teszed a célpaklid aljára; a másik három képpel lefelé marad.',
  },
  mulligan: {
    en: 'Keep your starting hand, or mulligan: shuffle it back and draw 6 new cards.',
    hu: 'Tartsd meg a kezdő kezedet, vagy kérj mulligant: keverd vissza, és húzz 6 új lapot.',
  },
  'reveal-objectives': {
    en: 'Reveal your objectives one at a time, in the order you choose.',
    hu: 'Fedd fel a céljaidat egyenként, a választott sorrendben.',
  },
  'balance-damage': {
    en: 'The Balance of the Force is with the Light Side: deal 1 damage to a Dark Side objective, or pass.',
    hu: 'Az Erő egyensúlya a Világos oldal felé billen: okozz 1 sebzést egy sötét oldali célnak, vagy passzolj.',
  },
  'draw-discard': {
    en: 'Before drawing you may discard a card from your hand, or pass.',
    hu: 'Húzás előtt eldobhatsz egy lapot a kezedből, vagy passzolhatsz.',
  },
  'draw-trim': {
    en: 'Your hand is over your reserve value: discard down to it.',
    hu: 'Több lap van a kezedben a tartalékértékednél: dobj el annyit, hogy ennyire csökkenjen.',
  },
  'draw-reserve': {
    en: 'You may put a card from your hand into your common reserve (your teammate may use it as if in hand), or pass.',
    hu: 'Tehetsz egy lapot a kezedből a közös tartalékodba (a csapattársad úgy használhatja, mintha a kezében lenne), vagy passzolhatsz.',
  },
  deployment: {
    en: 'Deploy units and enhancements, take an action, or pass.',
    hu: 'Telepíts egységeket és erősítéseket, hajts végre egy akciót, vagy passzolj.',
  },
  'conflict-declare': {
    en: 'Engage an enemy objective, or end the conflict phase.',
    hu: 'Indíts összecsapást egy ellenséges cél ellen, vagy fejezd be a konfliktusfázist.',
  },
  'edge-placement': {
    en: 'Edge battle: place a card from your hand face down in your edge stack, or pass.',
    hu: 'Előnyharc: tegyél le egy lapot a kezedből képpel lefelé, vagy passzolj.',
  },
  strike: {
    en: 'Strike with one of your ready participating units.',
    hu: 'Üss egy felkészült, részt vevő egységeddel.',
  },
  'force-commit': {
    en: 'Commit units to the Force (or none).',
    hu: 'Rendelj egységeket az Erőhöz (akár egyet sem).',
  },
}

/** The task of any action window: "take an action or pass" / "akció vagy passz". */
export const WINDOW_TASK: Words = { en: 'take an action or pass', hu: 'akció vagy passz' }

/** The task the other seat waits on, per step: "declare attackers" / "támadók kijelölése". */
export const STEP_TASK: Readonly<Record<Step, Words>> = {
  'choose-objectives': { en: 'choose objectives', hu: 'célok kiválasztása' },
  mulligan: { en: 'keep or mulligan the starting hand', hu: 'a kezdő kéz megtartása vagy újrakeverése' },
  'reveal-objectives': { en: 'reveal objectives', hu: 'célok felfedése' },
  'balance-damage': { en: 'deal Balance of the Force damage', hu: 'az Erő egyensúlyának sebzése' },
  'refresh-window': WINDOW_TASK,
  'draw-discard': { en: 'discard before drawing', hu: 'eldobás húzás előtt' },
  'draw-trim': { en: 'discard down to the reserve value', hu: 'eldobás a tartalékértékig' },
  'draw-reserve': { en: 'a card for the common reserve', hu: 'lap a közös tartalékba' },
  'draw-window': WINDOW_TASK,
  deployment: { en: 'deploy cards or pass', hu: 'telepítés vagy passz' },
  'conflict-window': WINDOW_TASK,
  'conflict-declare': {
    en: 'engage an objective or end the conflict phase',
    hu: 'összecsapás indítása vagy a konfliktusfázis befejezése',
  },
  'declare-attackers': { en: 'declare attackers', hu: 'támadók kijelölése' },
  'attackers-window': WINDOW_TASK,
  'declare-defenders': { en: 'declare defenders', hu: 'védők kijelölése' },
  'defenders-window': WINDOW_TASK,
  'edge-placement': { en: 'place an edge card or pass', hu: 'előnyharc: lap letétele vagy passz' },
  'edge-window': WINDOW_TASK,
  strike: { en: 'strike', hu: 'csapás' },
  'strike-window': WINDOW_TASK,
  'force-commit': { en: 'commit units to the Force', hu: 'egységek Erőhöz rendelése' },
  'force-window': WINDOW_TASK,
  resolving: { en: 'resolve effects', hu: 'hatások végrehajtása' },
}
