/** Every Hungarian namespace as one chunk, loaded the first time the UI shows Hungarian (src/i18n/index.ts). */
import { groupResources, type Strings } from '../strings'

/** Namespace → strings. */
export default groupResources(import.meta.glob<{ default: Strings }>('../locales/hu/*.json', { eager: true })).hu ?? {}
