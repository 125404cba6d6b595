'use client'

import { useCallback, useSyncExternalStore } from 'react'

import { noticeAcknowledgement } from '@/stores/notice-acknowledgement'

/**
 * SPEC §4 "Other states": the notice is acknowledged once Dismiss is pressed, and that persists
 * in localStorage (a dismissal in another tab hides it here too). During server rendering it counts
 * as acknowledged so nothing flashes.
 */
export function useNoticeAcknowledgement(): { isAcknowledged: boolean; acknowledge: () => void } {
  const isAcknowledged = useSyncExternalStore(noticeAcknowledgement.subscribe, noticeAcknowledgement.isAcknowledged, () => true)
  const acknowledge = useCallback(() => noticeAcknowledgement.acknowledge(), [])
  return { isAcknowledged, acknowledge }
}
