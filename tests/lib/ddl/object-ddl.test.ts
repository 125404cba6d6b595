import { describe, expect, it } from 'vitest'

import { generateSchemaDdl } from '@/lib/ddl/schema-ddl'

describe('schema DDL export with the database’s own objects', () => {
  it('puts enums before the tables and functions, triggers and policies after, quoting every name', () => {
    const ddl = generateSchemaDdl(
      [{ id: 1, schema: 'public', name: 'notes', columns: [], primary_keys: [], relationships: [] } as never],
      {
        types: [{ id: 2, schema: 'public', name: 'Mood "x"', format: 'mood', kind: 'enum', enums: ["it's", 'ok'], attributes: [], comment: null, type_relation_id: null }],
        functions: [
          {
            id: 3,
            schema: 'public',
            name: 'touch',
            language: 'plpgsql',
            definition: 'begin return new; end',
            complete_statement: 'CREATE OR REPLACE FUNCTION public.touch()\n RETURNS trigger\n LANGUAGE plpgsql\nAS $function$begin return new; end$function$\n',
            argument_types: '',
            return_type: 'trigger',
            behavior: 'VOLATILE',
            security_definer: false,
          },
        ],
        triggers: [
          {
            id: 4,
            table_id: 1,
            enabled_mode: 'ORIGIN',
            name: 'touch "it"',
            table: 'notes',
            schema: 'public',
            condition: null,
            orientation: 'ROW',
            activation: 'BEFORE',
            events: ['UPDATE'],
            function_schema: 'public',
            function_name: 'touch',
            function_args: [],
          },
        ],
        policies: [
          {
            id: 5,
            schema: 'public',
            table: 'notes',
            table_id: 1,
            name: 'read; all',
            action: 'PERMISSIVE',
            roles: ['anon'],
            command: 'SELECT',
            definition: 'true',
            check: null,
          },
        ],
      }
    )
    const statements = ddl.split('\n')
    const position = (text: string) => statements.findIndex((line) => line.includes(text))
    expect(ddl).toContain(`CREATE TYPE public."Mood ""x""" AS ENUM ('it''s', 'ok');`)
    expect(ddl).toContain('$function$begin return new; end$function$;')
    expect(ddl).toContain('create trigger "touch ""it"""\nbefore update\non public.notes\nfor each row\nexecute function public.touch();')
    expect(ddl).toContain('create policy "read; all"\non public.notes\nas permissive\nfor select\nto anon\nusing (true);')
    expect(position('CREATE TYPE')).toBeLessThan(position('CREATE TABLE'))
    expect(position('CREATE TABLE')).toBeLessThan(position('CREATE OR REPLACE FUNCTION'))
    expect(position('CREATE OR REPLACE FUNCTION')).toBeLessThan(position('create trigger'))
    expect(position('create trigger')).toBeLessThan(position('create policy'))
  })
})
