/** Every English namespace as one chunk, loaded the first time the UI shows English (src/i18n/index.ts). */
import { groupResources, type Strings } from '../strings'

/** Namespace → strings. */
export default groupResources(import.meta.glob<{ default: Strings }>('../locales/en/*.json', { eager: true })).en ?? {}
