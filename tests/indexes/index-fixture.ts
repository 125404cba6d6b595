import type { PgIndex } from '@/lib/api/types'

/** A btree index of public.todos (table 10) over `columns`, in pg-meta's shape. */
export function index(id: number, name: string, columns: string[], overrides: Partial<PgIndex> = {}): PgIndex {
  return {
    id,
    table_id: 10,
    schema: 'public',
    name,
    table: 'todos',
    number_of_attributes: columns.length,
    number_of_key_attributes: columns.length,
    is_unique: false,
    is_primary: false,
    is_exclusion: false,
    is_immediate: true,
    is_clustered: false,
    is_valid: true,
    check_xmin: false,
    is_ready: true,
    is_live: true,
    is_replica_identity: false,
    key_attributes: [],
    collation: [],
    class: [],
    options: [],
    index_predicate: null,
    comment: null,
    index_definition: `CREATE INDEX ${name} ON public.todos USING btree (${columns.join(', ')})`,
    access_method: 'btree',
    index_attributes: columns.map((column, position) => ({ attribute_number: position + 1, attribute_name: column, data_type: 'text' })),
    ...overrides,
  }
}
