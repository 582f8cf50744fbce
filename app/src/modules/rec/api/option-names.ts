import { useMemo } from 'react'
import type { Option } from '../../../lib/resource/resource-definition'

/** value → text of options, trimmed of the tree indentation. */
export const useNames = (options: readonly Option[]) =>
  useMemo(() => new Map(options.map((option) => [option.value, option.label.trim()])), [options])
