/**
 * Star Wars: The Card Game's typed errors: a stable code and a reason a player can read, in Hungarian and English.
 * Reasons are fixed text plus card titles and numbers, so every peer records the same words.
 */
import { engineError } from '../../core/errors'
import type { EngineError, LocalizedText } from '../../core/types'
import type { Step } from './types'

const e = engineError

/** What each step is waiting for, said when an action belongs elsewhere. */
const STEP_NOW: Record<Step, LocalizedText> = {
  'choose-objectives': { hu: 'most a kezdő célokat kell kiválasztani.', en: 'starting objectives are being chosen.' },
  mulligan: { hu: 'most a kezdő kézről kell dönteni.', en: 'starting hands are being kept or redrawn.' },
  'reveal-objectives': { hu: 'most a célokat kell felfedni.', en: 'objectives are being revealed.' },
  'balance-damage': {
    hu: 'a Világos oldal dönt az Erő egyensúlyának sebzéséről.',
    en: 'the Light Side is choosing whether to deal the Balance damage.',
  },
  'refresh-window': { hu: 'ez a frissítés fázis akcióablaka.', en: 'this is the refresh phase action window.' },
  'draw-discard': { hu: 'most egy lapot lehet eldobni húzás előtt.', en: 'a card may be discarded before drawing.' },
  'draw-trim': { hu: 'most a tartalékértékig kell dobni.', en: 'the hand is being discarded down to the reserve.' },
  'draw-reserve': {
    hu: 'a soron lévő játékos most tehet egy lapot a közös tartalékába.',
    en: 'the active player may put a card into their common reserve now.',
  },
  'draw-window': { hu: 'ez a húzás fázis akcióablaka.', en: 'this is the draw phase action window.' },
  deployment: { hu: 'ez a telepítés fázis.', en: 'this is the deployment phase.' },
  'conflict-window': { hu: 'ez a konfliktus fázis akcióablaka.', en: 'this is the conflict phase action window.' },
  'conflict-declare': {
    hu: 'a támadó most célt támad meg vagy befejezi a konfliktust.',
    en: 'the attacker is engaging an objective or ending the conflict.',
  },
  'declare-attackers': { hu: 'most a támadókat kell kijelölni.', en: 'attackers are being declared.' },
  'attackers-window': { hu: 'ez a támadók utáni akcióablak.', en: 'this is the window after attackers.' },
  'declare-defenders': { hu: 'most a védőket kell kijelölni.', en: 'defenders are being declared.' },
  'defenders-window': { hu: 'ez a védők utáni akcióablak.', en: 'this is the window after defenders.' },
  'edge-placement': { hu: 'most az előnyért folyó harc lapjait teszik le.', en: 'edge cards are being placed.' },
  'edge-window': { hu: 'ez az előnyharc utáni akcióablak.', en: 'this is the window after the edge battle.' },
  strike: { hu: 'most csapás következik.', en: 'a strike is due.' },
  'strike-window': { hu: 'ez a csapás utáni akcióablak.', en: 'this is the window after a strike.' },
  'force-commit': { hu: 'most lehet egységeket az Erőhöz rendelni.', en: 'units may be committed to the Force now.' },
  'force-window': { hu: 'ez az Erő fázis akcióablaka.', en: 'this is the Force phase action window.' },
  resolving: { hu: 'egy hatás végrehajtása folyik.', en: 'an effect is resolving.' },
}

/** Errors the SWLCG rules produce (beside the core's). */
export const swlcgErrors = {
  /** An action that belongs to another step: says what the current step is for. */
  notNow: (step: Step): EngineError =>
    e('wrong-step', `Ez most nem lehetséges: ${STEP_NOW[step].hu}`, `Not now: ${STEP_NOW[step].en}`),
  notYourDecision: (): EngineError =>
    e('not-your-decision', 'Ezt a döntést a másik játékos hozza meg.', 'This decision belongs to the other player.'),
  promptFirst: (): EngineError =>
    e('prompt-pending', 'Előbb a folyamatban lévő döntést kell meghozni.', 'A pending decision must be made first.'),
  respondFirst: (): EngineError =>
    e(
      'response-window',
      'Most egy képességre lehet reagálni vagy passzolni; előbb ezt kell lezárni.',
      'An ability window is open: respond or pass first.',
    ),
  nothingToUndo: (): EngineError =>
    e(
      'nothing-to-undo',
      'Nincs visszavonható lépésed: csak a saját utolsó lépésed vonható vissza, amíg az ellenfél nem lépett, és nem került elő lap a paklikból.',
      'Nothing to take back: only your own last action can be undone, before your opponent acts and while no card has come out of a deck.',
    ),
  cannotPass: (): EngineError =>
    e('cannot-pass', 'Itt nem lehet passzolni: döntened kell.', 'You cannot pass here: a choice is required.'),
  badSetupChoice: (): EngineError =>
    e(
      'bad-objective-choice',
      'A pakli aljára tett célnak a felhúzott négy közül kell lennie.',
      'The objective for the bottom of the deck must be one of the four you drew.',
    ),
  alreadyDecided: (): EngineError =>
    e('already-decided', 'Erről már döntöttél.', 'You have already made this decision.'),
  notFaceDownObjective: (): EngineError =>
    e(
      'not-face-down-objective',
      'Ez nem a te lefordított célkártyád.',
      'That is not one of your face-down objectives.',
    ),
  notInHand: (): EngineError =>
    e('card-not-in-hand', 'Ez a kártya nincs a kezedben.', 'That card is not in your hand.'),
  notInPlay: (): EngineError => e('card-not-in-play', 'Ez a kártya nincs játékban.', 'That card is not in play.'),
  notYours: (title: string): EngineError =>
    e('not-your-card', `${title}: nem te irányítod.`, `${title}: you do not control it.`),
  notAUnit: (title: string): EngineError => e('not-a-unit', `${title}: nem egység.`, `${title}: not a unit.`),
  exhausted: (title: string): EngineError =>
    e('exhausted', `${title} kimerült: fókuszjelző van rajta.`, `${title} is exhausted: it has a focus token.`),
  fateNotPlayable: (): EngineError =>
    e(
      'fate-not-playable',
      'Sorskártyát nem lehet kijátszani, csak az előnyharcban lehet letenni.',
      'Fate cards cannot be played; they are only placed in edge battles.',
    ),
  notDeployable: (): EngineError =>
    e(
      'not-deployable',
      'A telepítés fázisban egységet vagy erősítést lehet kijátszani.',
      'Only units and enhancements are played in the deployment phase.',
    ),
  abilitiesNotYet: (title: string): EngineError =>
    e(
      'ability-not-implemented',
      `${title}: ennek a lapnak a képességeit a szabálymotor még nem ismeri, ezért most nem játszható ki.`,
      `${title}: this card's abilities are not in the rules engine yet, so it cannot be played now.`,
    ),
  notYourDeployment: (): EngineError =>
    e(
      'not-your-deployment',
      'A telepítés fázisban csak az aktív játékos játszhat ki egységet vagy erősítést.',
      'Only the active player plays units and enhancements in the deployment phase.',
    ),
  paymentTotal: (cost: number, paid: number): EngineError =>
    e(
      'wrong-payment',
      `A költség ${cost}, de ${paid} erőforrást fizetnél.`,
      `The cost is ${cost}, but the payment makes ${paid} resources.`,
    ),
  paymentTooMuch: (title: string, max: number): EngineError =>
    e(
      'too-many-resources',
      `${title} legfeljebb ${max} erőforrást termel.`,
      `${title} generates at most ${max} resources.`,
    ),
  paymentTwice: (): EngineError =>
    e(
      'payment-card-twice',
      'Egy lap csak egyszer szerepelhet a fizetésben.',
      'A card can appear only once in a payment.',
    ),
  noResourceMatch: (affiliation: LocalizedText): EngineError =>
    e(
      'no-resource-match',
      `${affiliation.hu} lapok kifizetéséhez legalább egy ${affiliation.hu} vagy azonos szövetségű erőforrás kell; semleges erőforrás nem egyezik.`,
      `${affiliation.en} cards need at least one ${affiliation.en} resource among those paying; neutral resources never match.`,
    ),
  uniqueInPlay: (title: string): EngineError =>
    e(
      'unique-in-play',
      `${title} egyedi, és egy ilyen nevű lap már játékban van.`,
      `${title} is unique and a card with that title is already in play.`,
    ),
  limitedPlayed: (): EngineError =>
    e(
      'limited-played',
      'Körönként csak egy „Limited” lapot játszhatsz ki.',
      'You may play only one Limited card each turn.',
    ),
  needsHost: (title: string): EngineError =>
    e('enhancement-needs-host', `${title}: válaszd ki, mihez csatolod.`, `${title}: choose what it enhances.`),
  badHost: (title: string, host: LocalizedText): EngineError =>
    e('illegal-host', `${title} csak ehhez csatolható: ${host.hu}.`, `${title} can only enhance ${host.en}.`),
  noEnhancements: (title: string): EngineError =>
    e('no-enhancements', `${title}: „No Enhancements”, nem kaphat erősítést.`, `${title} has No Enhancements.`),
  notFacingOpponent: (): EngineError =>
    e(
      'not-facing-opponent',
      'Csapatjátékban csak a veled szemben ülő ellenfél céljait rohanhatod le.',
      'In a team game you may engage only the objectives of the opponent sitting across from you.',
    ),
  oneSupportUnit: (): EngineError =>
    e(
      'one-support-unit',
      'A csapattársadtól legfeljebb egy egységet jelölhetsz ki támogatónak.',
      'You may name at most one unit of your teammate as support.',
    ),
  supportNeedsOwnUnit: (): EngineError =>
    e(
      'support-needs-own-unit',
      'Támogató egységet csak akkor jelölhetsz ki, ha legalább egy saját egységed is részt vesz.',
      'You may name a supporting unit only beside at least one unit of your own.',
    ),
  badSupportAnswer: (): EngineError =>
    e(
      'bad-support-answer',
      'A támogatásra igennel vagy nemmel kell felelni.',
      'Answer the support request with yes or no.',
    ),
  notEnemyObjective: (): EngineError =>
    e(
      'not-enemy-objective',
      'Csak játékban lévő ellenséges célt lehet megtámadni.',
      'Only an enemy objective in play can be engaged.',
    ),
  alreadyEngaged: (): EngineError =>
    e(
      'already-engaged',
      'Ezt a célt ebben a fázisban már megtámadtad.',
      'That objective has already been engaged this phase.',
    ),
  noAttackerAvailable: (): EngineError =>
    e('no-attacker', 'Nincs felkészült egységed, amely támadhatna.', 'You have no ready unit that could attack.'),
  cannotAttackHere: (title: string): EngineError =>
    e(
      'cannot-attack-here',
      `${title} nem jelölhető ki támadónak e cél ellen.`,
      `${title} cannot be declared as an attacker against this objective.`,
    ),
  forcedFirst: (): EngineError =>
    e(
      'forced-first',
      'Egy kényszerített képességet előbb végre kell hajtani: nem lehet passzolni.',
      'A forced ability must resolve first: you cannot pass.',
    ),
  notYourCard: (): EngineError =>
    e(
      'not-your-card',
      'Csak a saját játékban lévő lapod vagy a kezedben lévő esemény képességét használhatod.',
      'You can use abilities only of your own cards in play or of events in your hand.',
    ),
  noSuchAbility: (title: string): EngineError =>
    e('no-such-ability', `${title}: nincs ilyen akció képessége.`, `${title} has no such Action ability.`),
  notInThisWindow: (title: string): EngineError =>
    e(
      'not-in-this-window',
      `${title}: ez a képesség most nem használható.`,
      `${title}: this ability cannot be used now.`,
    ),
  limitReached: (title: string): EngineError =>
    e(
      'limit-reached',
      `${title}: ezt a képességet ebben a körben már annyiszor használtad, ahányszor lehet.`,
      `${title}: this ability has been used as often as its limit allows this turn.`,
    ),
  noTarget: (title: string): EngineError =>
    e('no-target', `${title}: nincs megfelelő célpont.`, `${title}: there is nothing it could choose.`),
  badChoices: (): EngineError =>
    e(
      'bad-choices',
      'A választott lapok nem felelnek meg a képességnek.',
      'The cards chosen do not fit what the ability asks for.',
    ),
  badCost: (title: string): EngineError =>
    e(
      'bad-cost',
      `${title}: a költséget nem így kell megfizetni.`,
      `${title}: the cost cannot be paid with those cards.`,
    ),
  cannotDefend: (title: string): EngineError =>
    e('cannot-defend', `${title} most nem jelölhető ki védőnek.`, `${title} cannot be declared as a defender now.`),
  tooManyAttackers: (max: number): EngineError =>
    e(
      'too-many-attackers',
      `Ez a cél legfeljebb ${max} támadóval támadható.`,
      `No more than ${max} attackers may be declared against this objective.`,
    ),
  tooFewDefenders: (min: number): EngineError =>
    e(
      'too-few-defenders',
      `Most csak legalább ${min} védőt lehet kijelölni, vagy egyet sem.`,
      `Declare at least ${min} defenders now, or none.`,
    ),
  needAttacker: (): EngineError =>
    e('need-attacker', 'Legalább egy támadó egységet ki kell jelölni.', 'At least one attacker must be declared.'),
  duplicateCard: (): EngineError =>
    e('duplicate-card', 'Egy lapot csak egyszer lehet megnevezni.', 'Each card can be named only once.'),
  duplicateUnit: (): EngineError =>
    e('duplicate-unit', 'Egy egységet csak egyszer lehet megnevezni.', 'Each unit can be named only once.'),
  cannotRespond: (): EngineError =>
    e(
      'cannot-respond',
      'Ennek a lapnak nincs most használható képessége erre az eseményre (vagy már használtad).',
      'That card has no ability you can use on this event now (or it was already used).',
    ),
  badResponseChoice: (): EngineError =>
    e(
      'illegal-response-choice',
      'Ez a képesség így nem használható (célpont vagy mennyiség).',
      'That ability cannot be used that way (target or amount).',
    ),
  cannotPlaceEdge: (): EngineError =>
    e(
      'cannot-place-edge',
      'Előnykártyát csak az tehet le, akinek van résztvevő egysége.',
      'Only a player with a participating unit can place edge cards.',
    ),
  badFateOrder: (): EngineError =>
    e(
      'bad-fate-order',
      'A sorrendben minden érintett sorskártyának egyszer kell szerepelnie.',
      'The order must list each tied fate card once.',
    ),
  notParticipating: (title: string): EngineError =>
    e('not-participating', `${title} nem vesz részt a harcban.`, `${title} is not participating in the engagement.`),
  badStrikeTarget: (): EngineError =>
    e(
      'illegal-strike-target',
      'Az egységsebzést egy résztvevő ellenséges egység kaphatja (Targeted Strike-kal támadóként bármely ellenséges egység).',
      'Unit damage goes to a participating enemy unit (any enemy unit for an attacker with Targeted Strike).',
    ),
  badTactics: (icons: number): EngineError =>
    e(
      'illegal-tactics',
      `A taktika ${icons} fókuszjelzőt ad ellenséges egységekre, se többet, se kevesebbet (ha van célpont).`,
      `Tactics place exactly ${icons} focus tokens on enemy units (when there are any).`,
    ),
  badIconOrder: (): EngineError =>
    e(
      'bad-icon-order',
      'A sorrend az egység-, taktika- és robbantásikon egy-egy említése.',
      'The order names unit, tactics and blast once each.',
    ),
  forceLimit: (): EngineError =>
    e(
      'force-cards-used',
      'Mindhárom Erő kártyád egységen van már.',
      'All three of your Force cards are already committed.',
    ),
  alreadyCommitted: (title: string): EngineError =>
    e('already-committed', `${title} már az Erőhöz van rendelve.`, `${title} is already committed to the Force.`),
  notDarkObjective: (): EngineError =>
    e(
      'not-dark-objective',
      'Az egyensúly sebzése egy sötét oldali célt érhet.',
      'The Balance damage goes to a Dark Side objective.',
    ),
  trimCount: (n: number): EngineError =>
    e('discard-count', `Pontosan ${n} lapot kell eldobnod.`, `You must discard exactly ${n} cards.`),
}
