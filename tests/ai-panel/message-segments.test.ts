import { describe, expect, it } from 'vitest'

import { splitSqlBlocks } from '@/lib/ai/message-segments'
import { boundedDdl } from '@/lib/server/ai/schema-context'

describe('splitSqlBlocks', () => {
  it('separates markdown from SQL blocks, numbering the SQL blocks', () => {
    const text = 'Count them:\n\n```sql\nselect count(*)\nfrom tasks;\n```\n\nThen:\n\n```postgresql\nselect 1;\n```'
    expect(splitSqlBlocks(text)).toEqual([
      { type: 'markdown', content: 'Count them:\n' },
      { type: 'sql', snippetId: 'sql-0', sql: 'select count(*)\nfrom tasks;', isComplete: true },
      { type: 'markdown', content: '\nThen:\n' },
      { type: 'sql', snippetId: 'sql-1', sql: 'select 1;', isComplete: true },
    ])
  })

  it('leaves code in other languages, and SQL fences nested in them, as markdown', () => {
    const text = '````md\n```sql\nselect 1;\n```\n````\n\n```js\nconst a = 1\n```'
    expect(splitSqlBlocks(text)).toEqual([{ type: 'markdown', content: text }])
  })

  it('marks a SQL block still streaming in as incomplete', () => {
    expect(splitSqlBlocks('Here:\n```sql\nselect * from')).toEqual([
      { type: 'markdown', content: 'Here:' },
      { type: 'sql', snippetId: 'sql-0', sql: 'select * from', isComplete: false },
    ])
  })

  it('accepts tilde fences and upper-case languages, and keeps plain text whole', () => {
    expect(splitSqlBlocks('~~~SQL\nselect 2;\n~~~')).toEqual([
      { type: 'sql', snippetId: 'sql-0', sql: 'select 2;', isComplete: true },
    ])
    expect(splitSqlBlocks('Just **text**.')).toEqual([{ type: 'markdown', content: 'Just **text**.' }])
  })
})

describe('boundedDdl', () => {
  it('keeps whole statements under the warning header and says how many were left out', () => {
    const statements = ['CREATE TABLE a ();', 'CREATE TABLE b ();', 'CREATE TABLE c ();']
    const full = boundedDdl(statements)
    expect(full.startsWith('-- WARNING: This schema is for context only and is not meant to be run.')).toBe(true)
    expect(full).toContain('CREATE TABLE c ();')

    const limited = boundedDdl(statements, full.length - 10)
    expect(limited).toContain('CREATE TABLE b ();')
    expect(limited).not.toContain('CREATE TABLE c')
    expect(limited.endsWith('-- 1 more table is not shown.')).toBe(true)
  })
})
