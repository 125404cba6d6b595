import { parseStorageLocation, storageLocationQuery } from '@/lib/storage/storage-location'

describe('storage location in the URL', () => {
  it('reads the bucket and a normalised folder, ignoring a folder without a bucket', () => {
    expect(parseStorageLocation(new URLSearchParams('bucket=avatars&path=/docs//2025/'))).toEqual({ bucketId: 'avatars', path: 'docs/2025' })
    expect(parseStorageLocation(new URLSearchParams('bucket=avatars&path=../secret'))).toEqual({ bucketId: 'avatars', path: '' })
    expect(parseStorageLocation(new URLSearchParams('path=docs'))).toEqual({ bucketId: null, path: '' })
  })

  it('writes the location, keeping other parameters, and drops both for the bucket list', () => {
    const current = new URLSearchParams('bucket=old&path=x&tab=policies')
    expect(storageLocationQuery(current, { bucketId: 'avatars', path: 'docs/june 2025' })).toBe('tab=policies&bucket=avatars&path=docs%2Fjune+2025')
    expect(storageLocationQuery(current, { bucketId: 'avatars', path: '' })).toBe('tab=policies&bucket=avatars')
    expect(storageLocationQuery(current, { bucketId: null, path: 'ignored' })).toBe('tab=policies')
  })
})
