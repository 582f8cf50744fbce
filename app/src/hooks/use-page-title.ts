import { useEffect } from 'react'
import { config } from '../lib/config'

/** docs/spec.md §4: the page title is the page's own title followed by the product name. */
export function pageTitle(title: string | undefined, productName = config.productName): string {
  return title ? `${title} - ${productName}` : productName
}

export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = pageTitle(title)
  }, [title])
}
