import { FullPageMessage } from './full-page-message'

/** What a route segment shows while its server part (layout lookups, page data) is on its way. */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return <FullPageMessage title={label} isBusy />
}
