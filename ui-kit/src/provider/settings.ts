import { createContext } from 'react'

/** What a `KitProvider` sets for its subtree besides the language: formats that are the host's choice. */
export interface KitSettings {
  /**
   * How dates are shown and typed (dayjs tokens `YYYY`, `MM`, `DD` and separators, e.g. `'DD/MM/YYYY'`);
   * default: the language's (`YYYY-MM-DD` in Chinese, `MM/DD/YYYY` in American English, else from `Intl`).
   */
  dateFormat?: string
}

export const KitSettingsContext = createContext<KitSettings>({})
