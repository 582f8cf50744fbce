import { describe, expect, it } from 'vitest'
import { fillTokenPlaceholder, fillUrlTemplate, templateName } from './url-template'

const values = {
  domianURL: 'https://erp.example.com/jeecg-boot',
  staticDomainURL: 'https://erp.example.com/jeecg-boot/sys/common/static',
  pdfDomainURL: 'https://erp.example.com/jeecg-boot/sys/common/pdf/pdfPreviewIframe',
  token: 'tok',
}

describe('menu url templates (docs/spec.md §2, no eval)', () => {
  it.each([
    ["window._CONFIG['domianURL']", 'domianURL'],
    [' window._CONFIG["domianURL"] ', 'domianURL'],
    ['window._CONFIG.staticDomainURL', 'staticDomainURL'],
    ["_CONFIG['pdfDomainURL']", 'pdfDomainURL'],
    ['token', 'token'],
  ])('%s names %s', (expression, name) => {
    expect(templateName(expression)).toBe(name)
  })

  it('fills the upstream druid and doc urls', () => {
    expect(fillUrlTemplate("{{ window._CONFIG['domianURL'] }}/druid/", values)).toBe(
      'https://erp.example.com/jeecg-boot/druid/',
    )
    expect(fillUrlTemplate("{{ window._CONFIG['domianURL'] }}/doc.html", values)).toBe(
      'https://erp.example.com/jeecg-boot/doc.html',
    )
  })

  it('leaves plain http urls as they are', () => {
    expect(fillUrlTemplate('http://www.baidu.com', values)).toBe('http://www.baidu.com')
  })

  it('refuses code: any expression outside the fixed names gives null and runs nothing', () => {
    let ran = false
    ;(globalThis as Record<string, unknown>).__probe = () => {
      ran = true
      return 'x'
    }
    expect(fillUrlTemplate('{{ __probe() }}/x', values)).toBeNull()
    expect(fillUrlTemplate("{{ alert('xss') }}", values)).toBeNull()
    expect(fillUrlTemplate('{{ constructor.constructor("return 1")() }}', values)).toBeNull()
    expect(fillUrlTemplate('{{ toString }}', values)).toBeNull()
    expect(ran).toBe(false)
  })

  it('keeps only http(s) results', () => {
    expect(fillUrlTemplate(['javascript', ':{{ token }}'].join(''), values)).toBeNull()
    expect(fillUrlTemplate('{{ token }}', values)).toBeNull()
  })

  it('replaces ${token} in iframe urls, encoded', () => {
    expect(fillTokenPlaceholder('https://r.example/jmreport/list?token=${token}', 'a b')).toBe(
      'https://r.example/jmreport/list?token=a%20b',
    )
  })
})
