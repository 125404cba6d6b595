import * as z from 'zod/mini'

import { NOTICE_ACKNOWLEDGED_VALUE } from '@/lib/banners/notice-banner'

import { createPersistedValue } from './persisted-value'
import { STORAGE_KEYS } from './storage-keys'

/**
 * Whether the middleware-outage notice was dismissed: NOTICE_ACKNOWLEDGED_VALUE under its key once
 * it was; anything else counts as not acknowledged. Raw values are written as String(value), and
 * String(true) is that value.
 */
export const noticeAcknowledgement = createPersistedValue<boolean>({
  key: STORAGE_KEYS.middlewareOutageNotice,
  format: 'raw',
  schema: z.pipe(
    z.string(),
    z.transform((value) => value === NOTICE_ACKNOWLEDGED_VALUE)
  ),
  defaultValue: () => false,
})
