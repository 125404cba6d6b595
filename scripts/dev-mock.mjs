#!/usr/bin/env node
// `npm run dev:mock`: the mock platform on loopback plus the dashboard in platform mode against it.
import { spawn } from 'node:child_process'

const mockPort = process.env.MOCK_PORT || '4010'
const scenario = process.env.MOCK_SCENARIO || 'default'
const mockBase = `http://127.0.0.1:${mockPort}`

const children = [
  spawn('node_modules/.bin/tsx', ['scripts/mock-platform-server.ts', '--port', mockPort, '--scenario', scenario], {
    stdio: 'inherit',
  }),
  spawn('npx', ['next', 'dev', '-p', process.env.PORT || '3000'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      IS_PLATFORM: 'true',
      PLATFORM_API_URL: `${mockBase}/platform`,
      GOTRUE_URL: `${mockBase}/auth/v1`,
      GOTRUE_ANON_KEY: process.env.GOTRUE_ANON_KEY || 'mock-anon-key',
    },
  }),
]

const stopAll = (signal) => children.forEach((child) => child.kill(signal))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal))
children.forEach((child) => child.on('exit', (code) => {
  stopAll('SIGTERM')
  process.exit(code ?? 0)
}))
