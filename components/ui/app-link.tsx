import Link from 'next/link'
import type { ComponentProps } from 'react'

export type AppLinkProps = Omit<ComponentProps<typeof Link>, 'href'> & {
  /** An in-app path ("/org/acme?tab=1"), or any other URL, which is left to the browser. */
  href: string
}

/**
 * An in-app link: the framework's next/link (base path added, client navigation, prefetch), with the
 * href always spelt as a path string so links read the same everywhere.
 */
export function AppLink(props: AppLinkProps) {
  return <Link {...props} />
}
