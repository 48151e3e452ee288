/** TEST-ONLY: the table words the layout tests give `swlcgObjects` (English, with the Force a stack counted). */
export const TEST_WORDS = {
  deck: 'Deck',
  discard: 'Discard',
  objectiveDeck: 'Objectives',
  victory: 'Victory',
  edge: 'Edge',
  reserve: 'Common reserve',
  edgeForce: (force: number, won: boolean) => `Force ${force}${won ? ' (edge)' : ''}`,
}
