/**
 * Child-process script for determinism-processes.test.ts: runs the SWLCG hook tour (a short game fragment for every
 * named one-off hook) and prints each fragment's end-state hash as one JSON line.
 * Usage: node --import tsx tests/integration/determinism-hooks.ts
 */
import { hookTour } from '../../engine/games/swlcg/testing/hookTour'

console.log(JSON.stringify(hookTour()))
