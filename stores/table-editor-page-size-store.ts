import { useSyncExternalStore } from 'react'

import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize } from '@/lib/table-editor/pager'

import { createPersistedValue } from './persisted-value'
import { STORAGE_KEYS } from './storage-keys'

const isPageSize = (value: unknown): value is PageSize => PAGE_SIZES.some((size) => size === value)

/** The table editor's rows per page, remembered in this browser for every table. */
const storedPageSize = createPersistedValue<PageSize>({
  key: STORAGE_KEYS.tableEditorPageSize,
  format: 'json',
  schema: isPageSize,
  defaultValue: () => DEFAULT_PAGE_SIZE,
})

export function setTableEditorPageSize(size: PageSize) {
  storedPageSize.write(size)
}

export function useTableEditorPageSize(): PageSize {
  return useSyncExternalStore(storedPageSize.subscribe, storedPageSize.read, () => DEFAULT_PAGE_SIZE)
}
