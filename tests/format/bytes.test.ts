import { BYTE_UNITS, formatBytes, GIB, MIB } from '@/lib/format/bytes'

describe('formatBytes (SPEC §9)', () => {
  it('shows zero as "0 bytes"', () => {
    expect(formatBytes(0)).toBe('0 bytes')
  })

  it('uses base 1024 and the units bytes to YB', () => {
    expect(BYTE_UNITS).toEqual(['bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'])
    expect(formatBytes(1)).toBe('1 bytes')
    expect(formatBytes(1023)).toBe('1023 bytes')
    expect(formatBytes(1024)).toBe('1 KB')
    expect(formatBytes(MIB)).toBe('1 MB')
    expect(formatBytes(GIB)).toBe('1 GB')
    expect(formatBytes(1024 ** 4)).toBe('1 TB')
    expect(formatBytes(1024 ** 8)).toBe('1 YB')
    expect(formatBytes(1024 ** 9)).toBe('1024 YB')
  })

  it('rounds to 2 decimals by default and accepts another precision', () => {
    expect(formatBytes(1536)).toBe('1.5 KB')
    expect(formatBytes(1234567)).toBe('1.18 MB')
    expect(formatBytes(1234567, 0)).toBe('1 MB')
    expect(formatBytes(1234567, 4)).toBe('1.1774 MB')
  })

  it('can force a unit and keeps the sign of negative sizes', () => {
    expect(formatBytes(GIB, 2, 'MB')).toBe('1024 MB')
    expect(formatBytes(-2048)).toBe('-2 KB')
  })

  it('exposes the GiB and MiB constants', () => {
    expect(GIB).toBe(1073741824)
    expect(MIB).toBe(1048576)
  })
})
