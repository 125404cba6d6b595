import { redirect } from 'next/navigation'

import { pageMetadata } from '@/lib/routing/page-title'

export const metadata = pageMetadata('GraphiQL')

/**
 * GraphiQL has one route, /api/graphiql (the one the extension catalogue links to). The API side
 * panel preview lists it under Database with this address, which leads there.
 */
export default async function DatabaseGraphiqlRoute({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  redirect(`/project/${ref}/api/graphiql`)
}
