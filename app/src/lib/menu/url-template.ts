/**
 * Fills `{{ … }}` in menu urls (docs/spec.md §2) from a fixed set of names — never `eval`. Upstream menus write
 * `{{ window._CONFIG['domianURL'] }}/druid/`; the expression is reduced to its name and looked up.
 */
export interface TemplateValues {
  /** The API base URL (upstream `domianURL`, sic). */
  domianURL: string
  /** Static file base: API base + /sys/common/static. */
  staticDomainURL: string
  /** PDF preview base. */
  pdfDomainURL: string
  /** The access token, for iframe pages that need it (`${token}` in IframePageView urls). */
  token: string
}

const TEMPLATE = /\{\{([^}]*)\}\}/g

/** `window._CONFIG['domianURL']`, `window._CONFIG.domianURL`, `_CONFIG["domianURL"]` or `domianURL` → `domianURL`. */
export function templateName(expression: string): string {
  const trimmed = expression.trim()
  const bracket = /^(?:window\.)?_CONFIG\[\s*['"]([\w$]+)['"]\s*\]$/.exec(trimmed)
  if (bracket?.[1]) return bracket[1]
  const dotted = /^(?:window\.)?_CONFIG\.([\w$]+)$/.exec(trimmed)
  if (dotted?.[1]) return dotted[1]
  return trimmed
}

/**
 * Returns the url with every `{{ name }}` replaced, or null when an expression names something
 * unknown or the result is not an http(s) url (upstream keeps only `^https?://` results).
 */
export function fillUrlTemplate(url: string, values: TemplateValues): string | null {
  let unknown = false
  const filled = url.replace(TEMPLATE, (_match, expression: string) => {
    const name = templateName(expression)
    if (Object.hasOwn(values, name)) return values[name as keyof TemplateValues]
    unknown = true
    return ''
  })
  if (unknown) return null
  return /^https?:\/\//i.test(filled) ? filled : null
}

/** IframePageView urls may carry `${token}` literally (upstream). */
export function fillTokenPlaceholder(url: string, token: string | null): string {
  return url.replaceAll('${token}', encodeURIComponent(token ?? ''))
}

/** The values of docs/spec.md §2's `{{ … }}` names for this app: API base, static files, PDF preview, token. */
export function appTemplateValues(apiBaseUrl: string, token: string | null): TemplateValues {
  return {
    domianURL: apiBaseUrl,
    staticDomainURL: `${apiBaseUrl}/sys/common/static`,
    pdfDomainURL: `${apiBaseUrl}/sys/common/pdf/pdfPreviewIframe`,
    token: token ?? '',
  }
}

/** A menu url filled in for this app (template names and `${token}`), or null when it cannot be opened. */
export function resolveMenuUrl(url: string, apiBaseUrl: string, token: string | null): string | null {
  const filled = fillUrlTemplate(url, appTemplateValues(apiBaseUrl, token))
  return filled ? fillTokenPlaceholder(filled, token) : null
}
