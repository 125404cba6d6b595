import * as timings from '@/lib/ui/timings'

describe('UI constants (SPEC §9)', () => {
  it('match the specified values', () => {
    expect(timings).toMatchObject({
      COPIED_RESET_MS: 2000,
      TOAST_DURATION_MS: 4000,
      TOAST_POSITION: 'top-right',
      TOOLTIP_DELAY_MS: 700,
      TOOLTIP_SKIP_DELAY_MS: 300,
      TOOLTIP_SIDE_OFFSET: 4,
      POINTER_EVENTS_RESTORE_MS: 300,
      SCROLL_TO_BOTTOM_TOLERANCE_PX: 10,
      LINK_PREFETCH_ROOT_MARGIN: '200px',
    })
  })
})
