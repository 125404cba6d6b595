/**
 * `npm run bench:reports`: only the database report's query figure of `npm run bench` (1,000 tables in
 * a database of its own), straight to the PostgreSQL server; exit 1 when a query is over budget.
 */
import { REAL_POSTGRES_URL } from './processes'
import { formatReportSampling, measureReportSampling, reportSamplingFailures } from './report-sampling-figure'

async function main() {
  const figures = await measureReportSampling(REAL_POSTGRES_URL)
  console.log(formatReportSampling(figures))
  const failures = reportSamplingFailures(figures)
  if (failures.length > 0) {
    console.log(`FAILED: ${failures.join('; ')}`)
    process.exitCode = 1
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
