import * as timings from '@/lib/ui/timings'
import { toastOffsetTopFor } from '@/lib/ui/timings'

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

describe('toastOffsetTopFor', () => {
  it('starts toasts below the toolbar on the SQL editor, where the Run button is, and at the default elsewhere', () => {
    expect(toastOffsetTopFor('/project/default/sql/new')).toBe(112)
    expect(toastOffsetTopFor('/project/default/sql')).toBe(112)
    expect(toastOffsetTopFor('/project/default/sqlite')).toBe(24)
    expect(toastOffsetTopFor('/project/default/editor')).toBe(24)
    expect(toastOffsetTopFor(null)).toBe(24)
  })
})
