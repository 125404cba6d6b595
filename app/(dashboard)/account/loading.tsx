import { PageLoading } from '@/components/shell/layout/page-loading'

export default function Loading() {
  return <PageLoading label="Loading account…" />
}
