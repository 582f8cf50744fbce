/**
 * Runtime configuration, read once at start-up from `window.__ERP_CONFIG__` (set by /app-config.js,
 * which the server answers), so the same build can talk to another back end without a rebuild.
 */
export interface AppConfig {
  /** Base URL of the JeecgBoot-style API, e.g. `/jeecg-boot` or `https://erp.example.com/jeecg-boot`. */
  apiBaseUrl: string
  /** Product name, the suffix of every page title. */
  productName: string
}

declare global {
  interface Window {
    __ERP_CONFIG__?: Partial<AppConfig>
  }
}

const defaults: AppConfig = { apiBaseUrl: '/jeecg-boot', productName: 'SDN ERP' }

function readConfig(source: Partial<AppConfig> | undefined): AppConfig {
  const apiBaseUrl =
    typeof source?.apiBaseUrl === 'string' && source.apiBaseUrl ? source.apiBaseUrl : defaults.apiBaseUrl
  const productName =
    typeof source?.productName === 'string' && source.productName ? source.productName : defaults.productName
  return { apiBaseUrl: absolute(apiBaseUrl).replace(/\/+$/, ''), productName }
}

/** A relative base URL (`/jeecg-boot`) is resolved against the page, so every Request gets an absolute URL. */
function absolute(url: string): string {
  if (typeof window === 'undefined' || /^https?:\/\//i.test(url)) return url
  return new URL(url, window.location.origin).toString()
}

export const config: AppConfig = Object.freeze(
  readConfig(typeof window === 'undefined' ? undefined : window.__ERP_CONFIG__),
)

export { readConfig }
