// The configuration context lives in lib/config so data hooks can read it without depending on
// components/; components keep importing it from here, beside the other providers.
export { ConfigProvider, useConfig } from '@/lib/config/config-context'
