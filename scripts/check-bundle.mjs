#!/usr/bin/env node
/**
 * Bundle budget check (a step of `npm test`, after the build): the built app's initial JS stays within
 * 450 KB gzip and holds nothing that only a table or a room needs (scripts/lib/bundle-size.mjs). Build first
 * (`npm run build`). Prints the figures, and every offence; exits 1 if there is any.
 */
import { checkBudget } from './lib/bundle-size.mjs'

const { problems, summary } = checkBudget()
console.log(summary)
for (const problem of problems) console.error(`  ${problem}`)
process.exit(problems.length === 0 ? 0 : 1)
