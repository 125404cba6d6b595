import { describe, expect, it } from 'vitest'

import { buildPublicationEventSql, buildPublicationTableSql, publishedEvents } from '@/lib/publications/publication-sql'

const realtime = { name: 'supabase_realtime', publish_insert: true, publish_update: true, publish_delete: false, publish_truncate: true }

describe('publication SQL', () => {
  it('lists the events a publication sends, in the order Postgres names them', () => {
    expect(publishedEvents(realtime)).toEqual(['insert', 'update', 'truncate'])
  })

  it('switches one event on or off and keeps the others', () => {
    expect(buildPublicationEventSql(realtime, 'delete', true)).toBe("alter publication supabase_realtime set (publish = 'insert, update, delete, truncate')")
    expect(buildPublicationEventSql(realtime, 'insert', false)).toBe("alter publication supabase_realtime set (publish = 'update, truncate')")
  })

  it('sends no events once the last one is switched off', () => {
    const onlyInsert = { ...realtime, publish_update: false, publish_truncate: false }
    expect(buildPublicationEventSql(onlyInsert, 'insert', false)).toBe("alter publication supabase_realtime set (publish = '')")
  })

  it('quotes publication, schema and table names that need it', () => {
    expect(buildPublicationTableSql('My "pub"', { schema: 'Sales', name: 'order' }, true)).toBe('alter publication "My ""pub""" add table "Sales"."order"')
    expect(buildPublicationTableSql('realtime', { schema: 'public', name: 'todos' }, false)).toBe('alter publication realtime drop table public.todos')
  })
})
