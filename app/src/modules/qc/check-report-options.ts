import { msg } from '@erp/ui-kit/i18n'

/** The two kinds of check report. */
export const INSPECTION_TYPES = [
  { value: 'garment', label: msg('成衣检验') },
  { value: 'fabric', label: msg('面料检验') },
] as const
