'use client'

import { useId, useState } from 'react'

import { Input } from '@/components/ui/input'
import {
  findType,
  possibleTypeNames,
  rootTypes,
  searchSchema,
  typeMembers,
  visibleTypes,
  type ExplorerMember,
  type ExplorerSchema,
} from '@/lib/graphql/schema-explorer'

const LINK_CLASS = 'font-mono text-brand underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand'

interface SchemaExplorerProps {
  schema: ExplorerSchema
  /** The types opened one after another, the last one shown; empty shows the schema's root types. */
  path: string[]
  onNavigate: (path: string[]) => void
}

/** The API's types as pg_graphql describes them: root operations, then any type's fields and arguments. */
export function SchemaExplorer({ schema, path, onNavigate }: SchemaExplorerProps) {
  const searchId = useId()
  const [term, setTerm] = useState('')
  const open = (typeName: string) => {
    setTerm('')
    onNavigate([...path, typeName])
  }
  const current = path.at(-1)

  return (
    <section aria-labelledby={`${searchId}-heading`} className="flex min-w-0 flex-col gap-3">
      <h2 id={`${searchId}-heading`} className="text-xs font-medium text-muted">
        Schema explorer
      </h2>
      <label htmlFor={searchId} className="sr-only">
        Search the schema
      </label>
      <Input id={searchId} type="search" placeholder="Search types and fields" value={term} onChange={(event) => setTerm(event.target.value)} />
      <nav aria-label="Explorer path" className="flex flex-wrap items-center gap-1 text-xs">
        <button type="button" className={LINK_CLASS} onClick={() => onNavigate([])}>
          Schema
        </button>
        {path.map((typeName, index) => (
          <span key={`${typeName}-${index}`} className="flex items-center gap-1">
            <span aria-hidden="true">›</span>
            {index === path.length - 1 ? (
              <span aria-current="page" className="font-mono">
                {typeName}
              </span>
            ) : (
              <button type="button" className={LINK_CLASS} onClick={() => onNavigate(path.slice(0, index + 1))}>
                {typeName}
              </button>
            )}
          </span>
        ))}
      </nav>
      <div className="max-h-[32rem] overflow-auto text-sm">
        {term.trim() ? (
          <SearchResults schema={schema} term={term} onOpen={open} />
        ) : current ? (
          <TypeDetails schema={schema} typeName={current} onOpen={open} />
        ) : (
          <RootTypes schema={schema} onOpen={open} />
        )}
      </div>
    </section>
  )
}

function RootTypes({ schema, onOpen }: { schema: ExplorerSchema; onOpen: (typeName: string) => void }) {
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-1">
        {rootTypes(schema).map((root) => (
          <li key={root.operation}>
            <span className="text-muted">{root.operation}: </span>
            <button type="button" className={LINK_CLASS} onClick={() => onOpen(root.typeName)}>
              {root.typeName}
            </button>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted">{`${visibleTypes(schema).length} types in all; search to find any of them.`}</p>
    </div>
  )
}

function SearchResults({ schema, term, onOpen }: { schema: ExplorerSchema; term: string; onOpen: (typeName: string) => void }) {
  const matches = searchSchema(schema, term)
  if (matches.length === 0) return <p className="text-muted">{`Nothing in the schema matches “${term.trim()}”.`}</p>
  return (
    <ul aria-label="Search results" className="flex flex-col gap-1">
      {matches.map((match) => (
        <li key={`${match.typeName}.${match.memberName ?? ''}`}>
          <button type="button" className={LINK_CLASS} onClick={() => onOpen(match.typeName)}>
            {match.memberName ? `${match.typeName}.${match.memberName}` : match.typeName}
          </button>
        </li>
      ))}
    </ul>
  )
}

function TypeDetails({ schema, typeName, onOpen }: { schema: ExplorerSchema; typeName: string; onOpen: (typeName: string) => void }) {
  const type = findType(schema, typeName)
  if (!type) return <p className="text-muted">{`The schema has no type named ${typeName}.`}</p>
  const members = typeMembers(type)
  const possible = possibleTypeNames(type)
  return (
    <article aria-label={`Type ${type.name}`} className="flex flex-col gap-3">
      <header>
        <h3 className="font-mono text-sm font-medium">{type.name}</h3>
        <p className="text-xs text-muted">{type.kind.toLowerCase().replace('_', ' ')}</p>
        {type.description && <p className="mt-1 text-xs">{type.description}</p>}
      </header>
      {possible.length > 0 && (
        <ul aria-label="Possible types" className="flex flex-wrap gap-2">
          {possible.map((name) => (
            <li key={name}>
              <button type="button" className={LINK_CLASS} onClick={() => onOpen(name)}>
                {name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {members.length > 0 && (
        <ul aria-label={type.kind === 'ENUM' ? 'Values' : 'Fields'} className="flex flex-col gap-2">
          {members.map((member) => (
            <MemberRow key={member.name} member={member} onOpen={onOpen} />
          ))}
        </ul>
      )}
    </article>
  )
}

function TypeLink({ label, typeName, onOpen }: { label: string; typeName: string; onOpen: (typeName: string) => void }) {
  return (
    <button type="button" className={LINK_CLASS} aria-label={`Open type ${typeName}`} onClick={() => onOpen(typeName)}>
      {label}
    </button>
  )
}

function MemberRow({ member, onOpen }: { member: ExplorerMember; onOpen: (typeName: string) => void }) {
  return (
    <li className="font-mono text-xs">
      <span className="font-medium">{member.name}</span>
      {member.args.length > 0 && (
        <span>
          (
          {member.args.map((argument, index) => (
            <span key={argument.name}>
              {index > 0 && ', '}
              {`${argument.name}: `}
              <TypeLink label={argument.type} typeName={argument.typeName} onOpen={onOpen} />
              {argument.defaultValue !== null && ` = ${argument.defaultValue}`}
            </span>
          ))}
          )
        </span>
      )}
      {member.type && member.typeName && (
        <>
          {': '}
          <TypeLink label={member.type} typeName={member.typeName} onOpen={onOpen} />
        </>
      )}
      {member.description && <p className="font-sans text-muted">{member.description}</p>}
      {member.deprecationReason && <p className="font-sans text-warning">{`Deprecated: ${member.deprecationReason}`}</p>}
    </li>
  )
}
