import { BillingPage } from '@/components/billing/billing-page'

export default async function OrganizationBillingPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  return <BillingPage slug={slug} />
}
