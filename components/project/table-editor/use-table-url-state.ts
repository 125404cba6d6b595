'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useCallback, useMemo } from 'react'

import { readTableUrlState, writeTableUrlState, type TableUrlState } from '@/lib/table-editor/url-state'

/** The grid's sorts and filters, kept in the URL (?sort=col:asc&filter=col:eq:value) so links share them. */
export function useTableUrlState() {
  const router = useRouter()
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const query = searchParams.toString()
  const state = useMemo(() => readTableUrlState(new URLSearchParams(query)), [query])

  const setState = useCallback(
    (next: TableUrlState) => {
      const params = writeTableUrlState(new URLSearchParams(query), next).toString()
      router.replace(params ? `${pathname}?${params}` : pathname, { scroll: false })
    },
    [router, pathname, query]
  )

  return { ...state, setState }
}
