import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import GenerateDataDialog from '@/components/project/ai-helpers/generate-data-dialog'
import { AI_DATA_GENERATOR_OPT_IN, aiOptInRequiredMessage } from '@/lib/ai/opt-in'
import type { SampleDataTable } from '@/lib/ai/sample-data'
import { toTableModel } from '@/lib/table-editor/table-model'
import { PRIMARY_PROJECT_REF } from '@/mock-platform/seed-ids'
import { configureMockPlatformClient, MOCK_PLATFORM_API_URL, useMockPlatform } from '@/mock-platform/use-mock-platform'
import { useChatEnv } from '@/tests/ai-panel/helpers/chat-route'
import { server } from '@/tests/setup/msw-server'
import { API_URL, configureTestPlatform, PROJECT_REF, renderWithProviders, TEST_CONFIG } from '@/tests/setup/render-with-providers'
import { column, itemsTable } from '@/tests/table-editor/harness'

const LLM_URL = 'https://llm.test/v1/chat/completions'

/** public.pets: id identity, name text unique not null, mood enum null, born date not null, tags text[] null. */
const petsModel = toTableModel(
  itemsTable({
    id: 501,
    name: 'pets',
    columns: [
      column(501, 1, 'id', { data_type: 'bigint', format: 'int8', is_nullable: false, is_identity: true, identity_generation: 'BY DEFAULT' }),
      column(501, 2, 'name', { is_nullable: false, is_unique: true }),
      column(501, 3, 'mood', { data_type: 'USER-DEFINED', format: 'mood', enums: ['sad', 'happy'] }),
      column(501, 4, 'born', { data_type: 'date', format: 'date', is_nullable: false, check: "born > '2000-01-01'::date" }),
      column(501, 5, 'tags', { data_type: 'ARRAY', format: '_text' }),
      column(501, 6, 'created_at', { data_type: 'timestamp with time zone', format: 'timestamptz', default_value: 'now()' }),
    ],
  })
)
const PETS: SampleDataTable = { schema: 'public', name: 'pets', columns: petsModel.columns, primaryKey: petsModel.primaryKey }

/** The real data-generator route behind the dashboard URL, and the provider behind it answering `rows`. */
function serveGenerator(rows: unknown[]) {
  const prompts: string[] = []
  server.use(
    http.post('*/dashboard/api/ai/data-generator', async ({ request }) => (await import('@/app/api/ai/data-generator/route')).POST(request)),
    http.post(LLM_URL, async ({ request }) => {
      const body = (await request.json()) as { messages: { content: string }[] }
      prompts.push(body.messages.map((message) => message.content).join('\n'))
      return HttpResponse.json({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: 1,
        model: 'test-model',
        choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify({ rows }) }, finish_reason: 'stop' }],
      })
    })
  )
  return prompts
}

function serveQuery(answer: (sql: string) => Response = () => HttpResponse.json([])) {
  const statements: string[] = []
  server.use(
    http.post(`${API_URL}/pg-meta/:ref/query`, async ({ request }) => {
      const { query } = (await request.json()) as { query: string }
      statements.push(query)
      return answer(query)
    })
  )
  return statements
}

const CONFIGURED = { ...TEST_CONFIG, isAiConfigured: true }

describe('Generate sample data', () => {
  beforeEach(() => {
    useChatEnv({ OPENAI_BASE_URL: 'https://llm.test/v1', OPENAI_API_KEY: 'test', AI_MODEL: 'test-model', PGLITE_DATA_DIR: '/nonexistent' })
    configureTestPlatform()
  })

  it('asks for rows of the columns without defaults, shows the INSERT quoted, and runs it in one transaction', { timeout: 30_000 }, async () => {
    const prompts = serveGenerator([
      { name: "O'Malley", mood: 'happy', born: '2019-04-02', tags: '["calm", "old \\"boy\\""]' },
      { name: 'Rex', mood: null, born: '2021-11-30', tags: null },
    ])
    const statements = serveQuery()
    const onClose = vi.fn()
    renderWithProviders(<GenerateDataDialog projectRef={PROJECT_REF} tableId={501} table={PETS} onClose={onClose} />, CONFIGURED)

    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Number of rows' }))
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Number of rows' }), '2')
    await userEvent.type(screen.getByRole('textbox', { name: /What the rows are about/ }), 'shelter dogs')
    await userEvent.click(screen.getByRole('button', { name: 'Generate rows' }))

    // The first call loads the route's server code (the AI SDK): seconds under load.
    const preview = await screen.findByLabelText('SQL to run', {}, { timeout: 15_000 })
    expect(preview).toHaveTextContent(`insert into "public"."pets" ("name", "mood", "born", "tags") values`)
    // The array's escaped quotes carry backslashes: an E'' literal with each one doubled.
    expect(preview.textContent).toContain(`('O''Malley', 'happy', '2019-04-02', E'{"calm","old \\\\"boy\\\\""}')`)
    expect(preview.textContent).toContain(`('Rex', NULL, '2021-11-30', NULL)`)
    // Nothing is written before the user runs it.
    expect(statements).toEqual([])
    expect(prompts[0]).toContain('Generate 2 rows.')
    expect(prompts[0]).toContain("check born > '2000-01-01'::date")
    expect(prompts[0]).not.toMatch(/- (id|created_at):/)

    await userEvent.click(screen.getByRole('button', { name: 'Insert rows' }))
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(statements).toHaveLength(1)
    expect(statements[0]).toMatch(/^begin;\ninsert into "public"\."pets" [\s\S]*\);\ncommit;$/)
  })

  it('reads the values a foreign key may take and gives them to the provider', async () => {
    const ownersModel = toTableModel(
      itemsTable({
        id: 502,
        name: 'pets',
        columns: [
          column(502, 1, 'id', { data_type: 'bigint', format: 'int8', is_nullable: false, is_identity: true, identity_generation: 'BY DEFAULT' }),
          column(502, 2, 'owner_id', { data_type: 'bigint', format: 'int8', is_nullable: false }),
        ],
      })
    )
    const relation = {
      source_schema: 'public',
      source_table_name: 'pets',
      source_column_name: 'owner_id',
      target_table_schema: 'public',
      target_table_name: 'owners',
      target_column_name: 'id',
    }
    const prompts = serveGenerator([{ owner_id: '2' }])
    const statements = serveQuery((sql) => HttpResponse.json(sql.startsWith('select distinct') ? [{ value: '1' }, { value: '2' }] : []))
    const table: SampleDataTable = { schema: 'public', name: 'pets', columns: ownersModel.columns, primaryKey: ['id'], relationships: [relation] }
    renderWithProviders(<GenerateDataDialog projectRef={PROJECT_REF} tableId={502} table={table} onClose={() => undefined} />, CONFIGURED)

    await userEvent.click(screen.getByRole('button', { name: 'Generate rows' }))

    expect(await screen.findByLabelText('SQL to run', {}, { timeout: 15_000 })).toHaveTextContent(`insert into "public"."pets" ("owner_id") values ('2');`)
    expect(statements).toEqual(['select distinct "id"::text as value from "public"."owners" where "id" is not null limit 20'])
    expect(prompts[0]).toContain('- owner_id: int8, not null, references public.owners.id, whose existing values are "1", "2" (use only these)')
  })

  it("keeps the preview and shows Postgres's error when the insert fails", async () => {
    serveGenerator([{ name: 'Rex', mood: 'happy', born: '2019-04-02', tags: null }])
    serveQuery(() => HttpResponse.json({ message: 'duplicate key value violates unique constraint "pets_name_key"' }, { status: 400 }))
    const onClose = vi.fn()
    renderWithProviders(<GenerateDataDialog projectRef={PROJECT_REF} tableId={501} table={PETS} onClose={onClose} />, CONFIGURED)

    await userEvent.click(screen.getByRole('button', { name: 'Generate rows' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Insert rows' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('duplicate key value violates unique constraint "pets_name_key"')
    expect(screen.getByLabelText('SQL to run')).toHaveTextContent("('Rex', 'happy', '2019-04-02', NULL)")
    expect(onClose).not.toHaveBeenCalled()
  })

  it('says so when the provider answers rows that do not fit the columns, and inserts nothing', async () => {
    serveGenerator([{ name: null, mood: 'happy', born: '2019-04-02', tags: null }])
    const statements = serveQuery()
    renderWithProviders(<GenerateDataDialog projectRef={PROJECT_REF} tableId={501} table={PETS} onClose={() => undefined} />, CONFIGURED)

    await userEvent.click(screen.getByRole('button', { name: 'Generate rows' }))

    // NULL for the NOT NULL name breaks the structured answer's schema: the route names the failure.
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The AI provider failed: /)
    expect(screen.queryByLabelText('SQL to run')).not.toBeInTheDocument()
    expect(statements).toEqual([])
  })

  it('without a provider, says how to configure one', () => {
    renderWithProviders(<GenerateDataDialog projectRef={PROJECT_REF} tableId={501} table={PETS} onClose={() => undefined} />)

    expect(screen.getByRole('status')).toHaveTextContent('The AI data generator needs an AI provider')
    expect(screen.getByRole('status')).toHaveTextContent('OPENAI_API_KEY')
    expect(screen.queryByRole('button', { name: 'Generate rows' })).not.toBeInTheDocument()
  })

  it("on the platform, without the organization's opt-in, names the opt-in to enable", async () => {
    useMockPlatform('default')
    configureMockPlatformClient()
    renderWithProviders(<GenerateDataDialog projectRef={PRIMARY_PROJECT_REF} tableId={501} table={PETS} onClose={() => undefined} />, {
      ...CONFIGURED,
      isPlatform: true,
      platformApiUrl: MOCK_PLATFORM_API_URL,
    })

    expect(await screen.findByText(aiOptInRequiredMessage(AI_DATA_GENERATOR_OPT_IN))).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Generate rows' })).not.toBeInTheDocument()
  })
})
