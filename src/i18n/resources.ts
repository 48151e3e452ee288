/**
 * Every language's strings at once, bundled eagerly: for tests and checks that compare the languages. The app
 * never imports this module: it loads one language at a time (index.ts, bundles/). A namespace is added by
 * adding a `locales/<lang>/<ns>.json` file per language; nothing here needs to change.
 */
import { groupResources, type Resources, type Strings } from './strings'

export { LANGUAGES, type Language } from './language'
export { flattenKeys, groupResources, type Resources, type Strings } from './strings'

/** All languages' resources. */
export const resources: Resources = groupResources(
  import.meta.glob<{ default: Strings }>('./locales/*/*.json', { eager: true }),
)
