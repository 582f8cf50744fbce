import { registerCatalogue, type Catalogue } from '@erp/ui-kit/i18n'

/**
 * The app's English catalogues, one JSON file per area in ./en (Chinese key → English text). They are
 * loaded only when English is chosen: Vite makes each file a chunk of its own.
 */
const files = import.meta.glob<Catalogue>('./en/*.json', { import: 'default' })

registerCatalogue(async () => {
  const parts = await Promise.all(Object.values(files).map((load) => load()))
  return Object.assign({}, ...parts) as Catalogue
})
