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
