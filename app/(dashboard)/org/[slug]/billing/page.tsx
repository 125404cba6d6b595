import { BillingPage } from '@/components/org/billing/billing-page'
import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('Billing')

export default async function OrganizationBillingPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  return <BillingPage slug={slug} />
}
