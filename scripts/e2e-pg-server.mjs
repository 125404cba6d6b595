#!/usr/bin/env node
// The fourth e2e server: self-hosted on the machine's PostgreSQL server instead of embedded PGlite.
// Each run gets a database of its own (recreated here), so specs start from a known empty schema and
// two runs with different E2E_PORT_OFFSETs never share one.
import { spawn } from 'node:child_process'

import pg from 'pg'

const [port, database] = process.argv.slice(2)
const adminUrl = process.env.E2E_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

const admin = new pg.Client({ connectionString: adminUrl })
await admin.connect()
await admin.query(`drop database if exists "${database}" with (force)`)
await admin.query(`create database "${database}"`)
// pg_cron can only be created in one database of the server (cron.database_name), never in the fresh
// one above: when the server preloads it, that database is a second project, "cron", for the cron spec
// (which makes its jobs under unique names there and removes them).
const [cron] = (
  await admin.query(`select current_setting('shared_preload_libraries') ~ 'pg_cron' as preloaded,
    current_setting('cron.database_name', true) as database,
    exists (select 1 from pg_database where datname = current_setting('cron.database_name', true)) as exists`)
).rows
await admin.end()

const databaseUrl = (name) => {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}
const env = { ...process.env, POSTGRES_URL: databaseUrl(database) }
// "down": a project whose server refuses every connection (port 1), for the database-down spec.
const projects = ['down=postgres://postgres@127.0.0.1:1/postgres']
if (cron.preloaded && cron.exists) projects.push(`cron=${databaseUrl(cron.database)}`)
env.SELF_HOSTED_PROJECTS = projects.join(',')
const child = spawn('npx', ['next', 'start', '-p', port, '-H', '127.0.0.1'], { stdio: 'inherit', env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
