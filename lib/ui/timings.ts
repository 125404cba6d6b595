/** UI constants of SPEC §9 "Client timings and limits". */
export const COPIED_RESET_MS = 2000
export const TOAST_DURATION_MS = 4000
export const TOAST_POSITION = 'top-right' as const
export const TOOLTIP_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300
export const TOOLTIP_SIDE_OFFSET = 4
export const POINTER_EVENTS_RESTORE_MS = 300
export const SCROLL_TO_BOTTOM_TOLERANCE_PX = 10
/** IntersectionObserver root margin used to start prefetching links shortly before they scroll into view. */
export const LINK_PREFETCH_ROOT_MARGIN = '200px'

/**
 * Where top-right toasts start, from the top of the window. Sonner's default (24 px) lays them over
 * the top bar's and the page toolbar's right end — on the SQL editor that is the Run button — so
 * routes with a toolbar row under the top bar (48 px + a ~45 px toolbar) start them below it.
 */
export const TOAST_DEFAULT_OFFSET_TOP_PX = 24
export const TOAST_BELOW_TOOLBAR_OFFSET_TOP_PX = 112
const ROUTES_WITH_TOOLBAR = [/^\/project\/[^/]+\/sql(\/|$)/]

/** The toaster's top offset on this route (the pathname without the base path). */
export function toastOffsetTopFor(pathname: string | null): number {
  return pathname && ROUTES_WITH_TOOLBAR.some((route) => route.test(pathname))
    ? TOAST_BELOW_TOOLBAR_OFFSET_TOP_PX
    : TOAST_DEFAULT_OFFSET_TOP_PX
}
