import { NextResponse } from 'next/server'

export const dynamic = 'force-dynamic'

/** DESIGN.md §3 contract: the server's clock, for the clock-skew banner. */
export function GET() {
  return NextResponse.json({ utcTime: new Date().toISOString() }, { headers: { 'Cache-Control': 'no-store' } })
}
