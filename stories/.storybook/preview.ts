import '../../ui-kit/src/styles.css'
import type { Preview } from '@storybook/react'

const preview: Preview = {
  parameters: {
    controls: { expanded: true },
    layout: 'centered',
  },
  tags: ['autodocs'],
}

export default preview
