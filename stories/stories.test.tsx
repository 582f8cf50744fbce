import { composeStories } from '@storybook/react'
import axe from 'axe-core'
import { describe, expect, it } from 'vitest'

type StoryModule = Parameters<typeof composeStories>[0]
type RunnableStory = { run: (context?: { canvasElement?: HTMLElement }) => Promise<void> }

const modules = {
  ...import.meta.glob<StoryModule>('../ui-kit/src/**/*.stories.tsx', { eager: true }),
  ...import.meta.glob<StoryModule>('../app/src/**/*.stories.tsx', { eager: true }),
}

async function seriousViolations(root: Element): Promise<string[]> {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } })
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}`)
}

describe.each(Object.entries(modules))('%s', (_file, module) => {
  const stories = Object.entries(composeStories(module)) as Array<[string, RunnableStory]>
  it.each(stories)('%s renders, plays and passes axe', async (_name, Story) => {
    const canvasElement = document.createElement('div')
    document.body.append(canvasElement)
    const before = new Set(document.querySelectorAll('[data-slot]'))
    await Story.run({ canvasElement })
    // Every ui-kit component marks its root with data-slot; portals render outside the canvas.
    const rendered = [...document.querySelectorAll('[data-slot]')].filter((element) => !before.has(element))
    expect(rendered.length).toBeGreaterThan(0)
    expect(await seriousViolations(document.body)).toEqual([])
  })
})

it('finds the stories of every ui-kit component', () => {
  // Every component folder of ui-kit (a .tsx that is neither a test nor a story) has stories.
  const components = Object.keys(import.meta.glob('../ui-kit/src/*/*.tsx')).filter(
    (file) => !/\.(test|stories)\.tsx$/.test(file),
  )
  const folders = [...new Set(components.map((file) => file.split('/').at(-2)))]
  const withStories = new Set(Object.keys(modules).map((file) => file.split('/').at(-2)))
  expect(folders.length).toBeGreaterThan(10)
  expect(folders.filter((folder) => !withStories.has(folder))).toEqual([])
})
