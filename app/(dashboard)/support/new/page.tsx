import { SupportRequestForm } from '@/components/shell/errors/support-request-form'
import { readSupportRequest } from '@/lib/error-reporting/support-link'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Support')

/** /support/new?category=…&sid=…&subject=…&message=… (SPEC §2): the prefilled support form. */
export default async function NewSupportRequestPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const initial = readSupportRequest(await searchParams)
  return (
    <main className="flex flex-1 justify-center p-6">
      {/* A new prefill (another error report) starts a fresh form. */}
      <SupportRequestForm key={JSON.stringify(initial)} initial={initial} />
    </main>
  )
}
