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
await admin.end()

const url = new URL(adminUrl)
url.pathname = `/${database}`
const child = spawn('npx', ['next', 'start', '-p', port, '-H', '127.0.0.1'], {
  stdio: 'inherit',
  env: { ...process.env, POSTGRES_URL: url.toString() },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
