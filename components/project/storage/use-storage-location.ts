'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'

import { parseStorageLocation, storageLocationQuery, type StorageLocation } from '@/lib/storage/storage-location'

/** The open bucket and folder, read from and pushed to the URL (each step a history entry). */
export function useStorageLocation() {
  const router = useRouter()
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const location = parseStorageLocation(searchParams)
  const go = (next: StorageLocation) => {
    const query = storageLocationQuery(new URLSearchParams(searchParams.toString()), next)
    router.push(query ? `${pathname}?${query}` : pathname, { scroll: false })
  }
  return { location, go }
}
