import { Admonition } from '@/components/ui/admonition'

export const STORAGE_MISSING_TITLE = 'Storage is not set up for this database'

/** The storage schema only exists where the platform's storage service runs against the database. */
export function StorageMissingNotice({ isPlatform }: { isPlatform: boolean }) {
  return (
    <Admonition type="note" title={STORAGE_MISSING_TITLE}>
      {`Buckets and files are managed by the platform's storage service, which keeps their records in the storage schema of the database. This database has no storage schema, so there are no buckets to show.${
        isPlatform
          ? ' The storage service may still be starting for this project.'
          : ' A self-hosted dashboard on its own has no storage service: run the storage service against this database to manage files here.'
      }`}
    </Admonition>
  )
}
