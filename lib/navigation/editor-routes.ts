/**
 * Routes whose page is an editor that fills the viewport below the top bar: the page itself never
 * scrolls there, the editor's own panes do (one scrollbar, not a page scrollbar around the editor).
 */
const EDITOR_ROUTE_PATTERNS: readonly RegExp[] = [
  /^\/project\/[^/]+\/sql(\/|$)/,
  /^\/project\/[^/]+\/editor(\/|$)/,
  /^\/project\/[^/]+\/logs(\/|$)/,
  /^\/project\/[^/]+\/database\/schemas(\/|$)/,
  /^\/project\/[^/]+\/storage\/(buckets|files)(\/|$)/,
  /^\/project\/[^/]+\/(api|database)\/graphiql(\/|$)/,
]

export function isEditorRoute(pathname: string): boolean {
  return EDITOR_ROUTE_PATTERNS.some((pattern) => pattern.test(pathname))
}
