
import { NOTICE_ACKNOWLEDGED_VALUE } from '@/lib/banners/notice-banner'

import { createPersistedValue } from './persisted-value'
import { STORAGE_KEYS } from './storage-keys'
import * as v from './value-guards'

/**
 * The middleware-outage notice's acknowledgement: NOTICE_ACKNOWLEDGED_VALUE under its key once it
 * was dismissed; anything else counts as not acknowledged.
 */
const storedAcknowledgement = createPersistedValue<string | null>({
  key: STORAGE_KEYS.middlewareOutageNotice,
  format: 'raw',
  schema: v.nullable(v.string),
  defaultValue: () => null,
})

export const noticeAcknowledgement = {
  isAcknowledged: () => storedAcknowledgement.read() === NOTICE_ACKNOWLEDGED_VALUE,
  acknowledge: () => storedAcknowledgement.write(NOTICE_ACKNOWLEDGED_VALUE),
  subscribe: storedAcknowledgement.subscribe,
}
