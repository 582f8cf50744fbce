import DOMPurify from 'dompurify'

/**
 * Server HTML (announcement `msgContent`) made safe to render: DOMPurify's HTML profile removes scripts,
 * event handler attributes, `javascript:` and other unsafe URLs, SVG/MathML, forms and embedded content.
 * An image without alternative text is marked decorative (`alt=""`), so screen readers skip its file name.
 * Always use this before `dangerouslySetInnerHTML` (docs/architecture.md, anti-patterns).
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return ''
  const fragment = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['srcset', 'formaction'],
    RETURN_DOM_FRAGMENT: true,
  })
  for (const image of fragment.querySelectorAll('img:not([alt])')) image.setAttribute('alt', '')
  const box = document.createElement('div')
  box.append(fragment)
  return box.innerHTML
}
