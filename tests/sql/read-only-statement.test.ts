import { isReadOnlyStatement } from '@/lib/sql/read-only-statement'

describe('isReadOnlyStatement', () => {
  it.each([
    'select * from notes',
    '  -- the latest\nSELECT id FROM notes ORDER BY id DESC',
    "values (1, 'a'), (2, 'b')",
    'table notes',
    'with recent as (select * from notes where id > 3) select count(*) from recent',
    "select 'insert into x' as text, \"update\" from notes",
    'select $$delete from notes$$ as body',
    '/* update /* nested */ */ select 1',
    '(select 1) union (select 2)',
  ])('proves %s reads only', (sql) => {
    expect(isReadOnlyStatement(sql)).toBe(true)
  })

  it.each([
    "insert into notes (body) values ('x') returning *",
    'update notes set body = null returning id',
    'delete from notes returning *',
    'with gone as (delete from notes returning *) select * from gone',
    'select * into notes_copy from notes',
    'select * from notes for update',
    'select * from notes for share',
    'select * from notes for key share',
    'create table t as select 1',
    'explain analyze select 1',
    'select 1; select 2',
    '',
    '-- only a comment',
  ])('does not prove %s reads only', (sql) => {
    expect(isReadOnlyStatement(sql)).toBe(false)
  })
})
