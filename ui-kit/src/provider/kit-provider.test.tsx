import { act, render, screen, waitFor } from '@testing-library/react'
import { createInstance } from 'i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Profiler } from 'react'
import { DatePicker } from '../date-picker/date-picker'
import { CELL_MESSAGES } from '../editable-table/editable-column'
import { defaultToolbarLabels } from '../editable-table/editable-table-toolbar'
import { setPatterns, validateRowsSync } from '../editable-table/validation'
import { getLocale, setLocale, t, useT } from '../i18n/i18n'
import { Pagination } from '../pagination/pagination'
import { UPLOAD_MESSAGES } from '../upload/upload'
import { KitProvider, themeStyle } from './kit-provider'

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff]/

/** Kit texts drawn with `useT()` (the toolbar's and the pagination's keys). */
function Probe() {
  const t = useT()
  return (
    <p data-testid="probe">
      {t('新增')} | {t('保存')} | {t('删除')}
    </p>
  )
}

function Screen() {
  return (
    <>
      <Probe />
      <Pagination pageNo={1} pageSize={10} total={42} onChange={() => undefined} />
    </>
  )
}

afterEach(async () => {
  setPatterns({})
  await setLocale('zh-CN')
})

/** Issue 33 item 3: one provider for the kit's language, theme and formats, per subtree. */
describe('KitProvider', () => {
  it('shows French with the messages a French host supplies, English for the keys they miss', async () => {
    const fr = {
      新增: 'Ajouter',
      保存: 'Enregistrer',
      '{{first}}-{{last}} 共 {{total}} 条': '{{first}}-{{last}} sur {{total}}',
    }
    const { container } = render(
      <KitProvider locale="fr-FR" messages={fr}>
        <Screen />
      </KitProvider>,
    )
    await waitFor(() =>
      expect(screen.getByTestId('probe')).toHaveTextContent('Ajouter | Enregistrer | Delete'),
    )
    expect(container).toHaveTextContent('1-10 sur 42')
    expect(container.textContent).not.toMatch(CJK)
    expect(container.querySelector('[data-slot="kit-provider"]')).toHaveAttribute('lang', 'fr-FR')
  })

  it("uses the host's i18next instance and follows its language", async () => {
    const host = createInstance()
    await host.init({
      lng: 'de',
      resources: {
        de: { translation: { 新增: 'Hinzufügen', 保存: 'Speichern', 删除: 'Löschen' } },
        fr: { translation: { 新增: 'Ajouter', 保存: 'Enregistrer', 删除: 'Supprimer' } },
      },
    })
    render(
      <KitProvider i18n={host}>
        <Probe />
      </KitProvider>,
    )
    await waitFor(() =>
      expect(screen.getByTestId('probe')).toHaveTextContent('Hinzufügen | Speichern | Löschen'),
    )
    await act(async () => {
      await host.changeLanguage('fr')
    })
    await waitFor(() =>
      expect(screen.getByTestId('probe')).toHaveTextContent('Ajouter | Enregistrer | Supprimer'),
    )
  })

  it('shows no Chinese in en-US while the English texts load', async () => {
    // A fresh copy of the kit: English not loaded yet, as on a portal's first page.
    vi.resetModules()
    const fresh = await import('./kit-provider')
    const i18n = await import('../i18n/i18n')
    const pagination = await import('../pagination/pagination')
    function FreshProbe() {
      const t = i18n.useT()
      return <p data-testid="fresh">{t('新增')}</p>
    }
    expect(i18n.isLocaleReady('en-US')).toBe(false)
    const { container } = render(
      <fresh.KitProvider locale="en-US">
        <FreshProbe />
        <pagination.Pagination pageNo={1} pageSize={10} total={42} onChange={() => undefined} />
      </fresh.KitProvider>,
    )
    // While loading: nothing of the subtree (never the Chinese defaults).
    expect(container.textContent).not.toMatch(CJK)
    await waitFor(() => expect(screen.getByTestId('fresh')).toHaveTextContent('Add'))
    expect(container.textContent).not.toMatch(CJK)
    expect(container).toHaveTextContent('1-10 of 42')
  })

  it("validates mobile numbers with the host's pattern", async () => {
    const columns = [{ key: 'mobile', title: 'Mobile', validateRules: [{ pattern: 'm' as const }] }]
    const rows = [
      { id: '1', mobile: '0612345678' },
      { id: '2', mobile: '13812345678' },
    ]
    // The built-in pattern is China's: the French number is refused.
    expect(validateRowsSync(rows, columns).errors.map((error) => error.rowId)).toEqual(['1'])
    render(
      <KitProvider locale="en-US" patterns={{ m: /^0[67]\d{8}$/ }}>
        <Probe />
      </KitProvider>,
    )
    await screen.findByText(/Add/)
    expect(validateRowsSync(rows, columns).errors.map((error) => error.rowId)).toEqual(['2'])
  })

  it("shows and reads dates in the locale's format, or the host's", async () => {
    const { rerender } = render(
      <KitProvider locale="fr-FR" messages={{}}>
        <DatePicker value="2024-03-09" onValueChange={() => undefined} aria-label="date" />
      </KitProvider>,
    )
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'date' })).toHaveValue('09/03/2024'))
    rerender(
      <KitProvider locale="fr-FR" messages={{}} dateFormat="YYYY.MM.DD">
        <DatePicker value="2024-03-09" onValueChange={() => undefined} aria-label="date" />
      </KitProvider>,
    )
    expect(screen.getByRole('textbox', { name: 'date' })).toHaveValue('2024.03.09')
  })

  it("keeps the SPEC's English defaults in English and gives upstream's Chinese in Chinese", async () => {
    expect(defaultToolbarLabels().confirmRemove(3)).toBe('确定要删除这 3 项吗?')
    expect([UPLOAD_MESSAGES.buttonText, CELL_MESSAGES.uploadButton]).toEqual(['点击上传', '点击上传'])
    await setLocale('en-US')
    expect(defaultToolbarLabels().confirmRemove(3)).toBe('delete these 3 items?')
    expect([UPLOAD_MESSAGES.buttonText, CELL_MESSAGES.uploadButton]).toEqual([
      'click to upload',
      'click to upload',
    ])
    expect(UPLOAD_MESSAGES.remove('a.txt')).toBe('Remove a.txt')
  })

  it('takes messages written inline in a host that shows kit texts, without rendering again and again', async () => {
    let renders = 0
    function Host() {
      const t = useT()
      return (
        <>
          <span>{t('取消')}</span>
          <KitProvider locale="fr-FR" messages={{ 新增: 'Ajouter' }}>
            <Probe />
          </KitProvider>
        </>
      )
    }
    // Commits of the host's tree, counted by React itself.
    render(
      <Profiler id="host" onRender={() => (renders += 1)}>
        <Host />
      </Profiler>,
    )
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('Ajouter'))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(renders).toBeLessThan(10)
  })

  it('gives the page its language back when it goes', async () => {
    const { unmount } = render(
      <KitProvider locale="en-US">
        <Probe />
      </KitProvider>,
    )
    await screen.findByText(/Add/)
    expect([getLocale(), t('新增')]).toEqual(['en-US', 'Add'])
    unmount()
    expect([getLocale(), t('新增')]).toEqual(['zh-CN', '新增'])
  })

  it('sets the theme on its subtree, with the derived tones following the brand colour', async () => {
    expect(themeStyle({ primary: '#0f766e' })).toMatchObject({
      '--color-primary': '#0f766e',
      '--color-primary-strong': 'color-mix(in srgb, var(--color-primary) 76%, black)',
    })
    const { container } = render(
      <KitProvider theme={{ primary: '#0f766e' }}>
        <Probe />
      </KitProvider>,
    )
    const root = container.querySelector<HTMLElement>('[data-slot="kit-provider"]')
    expect(root?.style.getPropertyValue('--color-primary')).toBe('#0f766e')
    expect(root?.style.getPropertyValue('--color-primary-hover')).toContain('var(--color-primary)')
  })
})
