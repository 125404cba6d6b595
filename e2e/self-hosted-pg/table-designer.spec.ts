import { test } from '@playwright/test'

import { designTableThroughTheUi, selfHostedTarget } from '../shared/table-designer-flow'

test('designs a table through the UI on the PostgreSQL server', async ({ page, request }) => {
  test.setTimeout(300_000)
  await designTableThroughTheUi(page, selfHostedTarget(request))
})
