import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitize-html'

const inert = (html: string) => {
  const box = document.createElement('div')
  box.innerHTML = html
  return box
}

describe('sanitizeHtml', () => {
  it('removes script tags and their content', () => {
    const clean = sanitizeHtml(
      '<p>停电</p><script>window.__pwned = 1</script><SCRIPT src="//evil.test/x.js"></SCRIPT>',
    )
    expect(clean).toBe('<p>停电</p>')
  })

  it('removes event handler attributes but keeps the element', () => {
    const clean = sanitizeHtml(
      '<img src="x" onerror="window.__pwned=1"><p onclick="alert(1)" onmouseover="x()">文字</p>',
    )
    expect(clean).not.toMatch(/onerror|onclick|onmouseover|__pwned|alert/)
    const box = inert(clean)
    expect(box.querySelector('img')?.getAttribute('src')).toBe('x')
    // an image without alternative text is decorative
    expect(box.querySelector('img')?.getAttribute('alt')).toBe('')
    expect(box.querySelector('p')?.textContent).toBe('文字')
  })

  it('removes javascript: and data: script links, keeps safe links', () => {
    const clean = sanitizeHtml(
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt&colon;alert(1)">b</a>' +
        '<a href="data:text/html,<script>alert(1)</script>">c</a><a href="https://erp.example.com/x">d</a>' +
        '<a href="/isps/userAnnouncement">e</a>',
    )
    const links = [...inert(clean).querySelectorAll('a')]
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      null,
      null,
      null,
      'https://erp.example.com/x',
      '/isps/userAnnouncement',
    ])
    expect(clean).not.toMatch(/javascript|alert/i)
  })

  it('removes iframes, svg with scripts, styles, forms and meta refresh', () => {
    const clean = sanitizeHtml(
      '<iframe src="https://evil.test"></iframe><svg><script>alert(1)</script></svg>' +
        '<style>body{display:none}</style><form action="https://evil.test"><input name="p"></form>' +
        '<meta http-equiv="refresh" content="0;url=https://evil.test"><object data="x.swf"></object>',
    )
    expect(clean).toBe('')
  })

  it('keeps harmless formatting: paragraphs, emphasis, lists, tables, headings, line breaks, inline style', () => {
    const html =
      '<h3>标题</h3><p><strong>加粗</strong> <em>斜体</em> <u>下划线</u><br>换行</p>' +
      '<ul><li>一</li><li>二</li></ul><ol><li>三</li></ol>' +
      '<table><tbody><tr><td>单元格</td></tr></tbody></table>' +
      '<p style="color: red;">红色</p><img src="/files/a.png" alt="图">'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it('returns an empty string for null, undefined and empty input; text stays text', () => {
    expect(sanitizeHtml(null)).toBe('')
    expect(sanitizeHtml(undefined)).toBe('')
    expect(sanitizeHtml('')).toBe('')
    expect(sanitizeHtml('1 < 2 & 3')).toBe('1 &lt; 2 &amp; 3')
  })
})
