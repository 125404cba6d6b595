import type { Metadata } from 'next'

/**
 * Browser tab titles: "<page> | <project or organization name> | Dashboard". A page names only
 * itself (`export const metadata = pageMetadata('SQL editor')`); the project and organization
 * layouts add the name between it and the product name.
 */

export const DASHBOARD_TITLE = 'Dashboard'
export const TITLE_SEPARATOR = ' | '

/** A page's metadata: its own part of the tab title. */
export function pageMetadata(page: string): Metadata {
  return { title: page }
}

/**
 * A home page's metadata: a project's or organization's home (and the app's root) has no title of
 * its own — the tab shows the layout's, "<name> | Dashboard". Exported all the same, so that every
 * page says what its title is (tests/app-conventions/page-metadata.test.ts).
 */
export function entityHomeMetadata(): Metadata {
  return {}
}

/** The root layout's title: "Dashboard" alone, or "<page> | Dashboard". */
export const ROOT_TITLE: Metadata['title'] = { default: DASHBOARD_TITLE, template: `%s${TITLE_SEPARATOR}${DASHBOARD_TITLE}` }

/**
 * A project or organization layout's title once its name is known: "<name> | Dashboard" on its own
 * home, "<page> | <name> | Dashboard" below it. Without a name the root layout's title applies and
 * the browser adds the name (see `withEntityName`).
 */
export function entityTitle(name: string | undefined): Metadata {
  if (!name) return {}
  // Next puts a layout's own (default) title into its parent's template, which adds "| Dashboard";
  // a page below takes only the nearest template, so that one spells the whole title out.
  const suffix = `${TITLE_SEPARATOR}${name}${TITLE_SEPARATOR}${DASHBOARD_TITLE}`
  return { title: { default: name, template: `%s${suffix}` } }
}

/**
 * The title with the project or organization name put before "Dashboard" when it is not there yet:
 * on the platform the server cannot know the name (the session lives in the browser), so the page
 * renders "<page> | Dashboard" and the browser fills the name in once it has loaded. After a rename,
 * `previousName` (the name shown until now) is taken out, so the old name is not left in front.
 */
export function withEntityName(title: string, name: string, previousName?: string): string {
  const suffix = `${TITLE_SEPARATOR}${DASHBOARD_TITLE}`
  if (title === DASHBOARD_TITLE) return `${name}${suffix}`
  if (!title.endsWith(suffix)) return title
  let head = title.slice(0, -suffix.length)
  if (previousName !== undefined && previousName !== name) {
    if (head === previousName) return `${name}${suffix}`
    if (head.endsWith(`${TITLE_SEPARATOR}${previousName}`)) head = head.slice(0, -`${TITLE_SEPARATOR}${previousName}`.length)
  }
  // Compared as text, not split on the separator: a name may itself contain " | ".
  if (head === name || head.endsWith(`${TITLE_SEPARATOR}${name}`)) return `${head}${suffix}`
  return `${head}${TITLE_SEPARATOR}${name}${suffix}`
}
