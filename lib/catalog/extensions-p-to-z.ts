import { EXTENSION_PRODUCTS, extension, pgDocs } from './extension-entry'
import type { Extension } from './schemas/extensions-schema'

/** SPEC §9: deprecated in Postgres 17 (DEPRECATED_IN_PG17). */
const DEPRECATED = { deprecated: ['17'] }

/** Extensions whose names start with "p" or later. */
export const EXTENSIONS_P_TO_Z: Extension[] = [
  extension('pageinspect', 'Inspect the contents of database pages at a low level.', ['Admin', 'Utility'], {
    docs: pgDocs('pageinspect.html'),
  }),
  extension('pg_buffercache', 'Examine the shared buffer cache.', ['Admin', 'Utility'], { docs: pgDocs('pgbuffercache.html') }),
  extension('pg_cron', 'Job scheduler for PostgreSQL.', ['Utility'], {
    docs: true,
    github: 'https://github.com/citusdata/pg_cron',
    product: EXTENSION_PRODUCTS.cron,
  }),
  extension('pg_freespacemap', 'Examine the free space map (FSM).', ['Admin', 'Utility'], { docs: pgDocs('pgfreespacemap.html') }),
  extension('pg_graphql', 'GraphQL support for PostgreSQL.', ['Utility'], {
    docs: true,
    github: 'https://github.com/supabase/pg_graphql',
    product: EXTENSION_PRODUCTS.graphiql,
  }),
  extension('pg_hashids', 'Short unique ids from integers (Hashids).', ['Utility'], {
    docs: true,
    github: 'https://github.com/iCyberon/pg_hashids',
  }),
  extension('pg_jsonschema', 'JSON Schema validation for json and jsonb values.', ['Utility'], {
    docs: true,
    github: 'https://github.com/supabase/pg_jsonschema',
  }),
  extension('pg_net', 'Asynchronous HTTP requests from SQL.', ['Utility', 'Notifications'], {
    docs: true,
    github: 'https://github.com/supabase/pg_net',
    product: EXTENSION_PRODUCTS.databaseWebhooks,
  }),
  extension('pg_prewarm', 'Prewarm relation data into the buffer cache.', ['Admin', 'Utility'], { docs: pgDocs('pgprewarm.html') }),
  extension('pg_repack', 'Reorganise tables with minimal locks to remove bloat.', ['Admin', 'Utility'], {
    docs: true,
    github: 'https://github.com/reorg/pg_repack',
  }),
  extension('pg_stat_monitor', 'Query performance monitoring with aggregated statistics and histograms.', ['Admin', 'Utility'], {
    docs: true,
    github: 'https://github.com/percona/pg_stat_monitor',
  }),
  extension('pg_stat_statements', 'Track planning and execution statistics of all SQL statements executed.', ['Admin', 'Utility'], {
    docs: true,
    product: EXTENSION_PRODUCTS.queryPerformance,
  }),
  extension('pg_surgery', 'Perform surgery on a damaged relation.', ['Admin', 'Utility'], { docs: pgDocs('pgsurgery.html') }),
  extension('pg_trgm', 'Text similarity measurement and index searching based on trigrams.', ['Search', 'Index'], {
    docs: pgDocs('pgtrgm.html'),
  }),
  extension('pg_walinspect', 'Functions to inspect the contents of the write-ahead log.', ['Admin', 'Utility'], {
    docs: pgDocs('pgwalinspect.html'),
  }),
  extension('pgaudit', 'Detailed session and object audit logging.', ['Audit', 'Utility'], {
    docs: true,
    github: 'https://github.com/pgaudit/pgaudit',
  }),
  extension('pgcrypto', 'Cryptographic functions.', ['Utility', 'Cryptography'], { docs: pgDocs('pgcrypto.html') }),
  extension('pgjwt', 'JSON Web Token API for PostgreSQL.', ['Utility', 'Cryptography'], {
    docs: true,
    github: 'https://github.com/michelp/pgjwt',
    ...DEPRECATED,
  }),
  extension('pgmq', 'A lightweight message queue, like AWS SQS, built on Postgres.', ['Utility', 'Notifications'], {
    docs: 'https://github.com/pgmq/pgmq',
    github: 'https://github.com/pgmq/pgmq',
  }),
  extension('pgroonga', 'Fast full text search for all languages, based on Groonga.', ['Search', 'Index'], {
    docs: true,
    github: 'https://github.com/pgroonga/pgroonga',
  }),
  extension('pgroonga_database', 'PGroonga database management module.', ['Admin'], {
    docs: 'https://pgroonga.github.io/reference/modules/pgroonga-database.html',
  }),
  extension('pgrouting', 'Geospatial routing and network analysis.', ['Geo', 'Utility'], {
    docs: true,
    github: 'https://github.com/pgRouting/pgrouting',
  }),
  extension('pgrowlocks', 'Show row-level locking information.', ['Admin', 'Utility'], { docs: pgDocs('pgrowlocks.html') }),
  extension('pgsodium', 'Modern cryptography for PostgreSQL using libsodium.', ['Utility', 'Cryptography'], {
    docs: true,
    github: 'https://github.com/michelp/pgsodium',
    product: EXTENSION_PRODUCTS.vault,
  }),
  extension('pgstattuple', 'Show tuple-level statistics.', ['Admin', 'Utility'], { docs: pgDocs('pgstattuple.html') }),
  extension('pgtap', 'Unit testing for PostgreSQL.', ['Utility', 'Testing'], {
    docs: true,
    github: 'https://github.com/theory/pgtap',
  }),
  extension('plcoffee', 'PL/CoffeeScript (v8) trusted procedural language.', ['Language'], {
    docs: 'https://plv8.github.io/',
    ...DEPRECATED,
  }),
  extension('plls', 'PL/LiveScript (v8) trusted procedural language.', ['Language'], {
    docs: 'https://plv8.github.io/',
    ...DEPRECATED,
  }),
  extension('plpgsql', 'PL/pgSQL procedural language.', ['Language'], { docs: pgDocs('plpgsql.html') }),
  extension('plpgsql_check', 'Extended checks for PL/pgSQL functions.', ['Utility', 'Testing'], {
    docs: true,
    github: 'https://github.com/okbob/plpgsql_check',
  }),
  extension('plv8', 'PL/JavaScript (v8) trusted procedural language.', ['Language'], {
    docs: true,
    github: 'https://github.com/plv8/plv8',
    ...DEPRECATED,
  }),
  extension('postgis', 'PostGIS geometry and geography spatial types and functions.', ['Geo'], {
    docs: true,
    github: 'https://github.com/postgis/postgis',
  }),
  extension('postgis_tiger_geocoder', 'PostGIS TIGER geocoder and reverse geocoder.', ['Geo', 'Utility'], {
    docs: 'https://postgis.net/docs/Extras.html',
  }),
  extension('postgis_topology', 'PostGIS topology spatial types and functions.', ['Geo'], {
    docs: 'https://postgis.net/docs/Topology.html',
  }),
  extension('postgres_fdw', 'Foreign-data wrapper for remote PostgreSQL servers.', ['Admin'], { docs: true }),
  extension('refint', 'Functions for implementing referential integrity (obsolete).', ['Utility'], {
    docs: pgDocs('contrib-spi.html'),
  }),
  extension('rum', 'GIN-like index for text search with ranking.', ['Index', 'Search'], {
    docs: true,
    github: 'https://github.com/postgrespro/rum',
  }),
  extension('seg', 'Data type for line segments or floating-point intervals.', ['Data Type'], { docs: pgDocs('seg.html') }),
  extension('sslinfo', 'Information about SSL certificates.', ['Admin', 'Utility'], { docs: pgDocs('sslinfo.html') }),
  extension('tablefunc', 'Functions that manipulate whole tables, including crosstab.', ['Utility'], {
    docs: pgDocs('tablefunc.html'),
  }),
  extension('tcn', 'Triggered change notifications.', ['Utility', 'Notifications'], { docs: pgDocs('tcn.html') }),
  extension('timescaledb', 'Scalable inserts and complex queries for time-series data.', ['Time Series', 'Data Type', 'Utility'], {
    docs: true,
    github: 'https://github.com/timescale/timescaledb',
    ...DEPRECATED,
  }),
  extension('tsm_system_rows', 'TABLESAMPLE method which accepts a number of rows as a limit.', ['Utility'], {
    docs: pgDocs('tsm-system-rows.html'),
  }),
  extension('tsm_system_time', 'TABLESAMPLE method which accepts a time in milliseconds as a limit.', ['Utility'], {
    docs: pgDocs('tsm-system-time.html'),
  }),
  extension('unaccent', 'Text search dictionary that removes accents.', ['Search'], { docs: pgDocs('unaccent.html') }),
  extension('uuid-ossp', 'Generate universally unique identifiers (UUIDs).', ['Utility', 'Data Type'], { docs: true }),
  extension('vector', 'Vector data type with similarity search, for embeddings.', ['AI', 'Data Type', 'Search'], {
    docs: true,
    github: 'https://github.com/pgvector/pgvector',
  }),
  extension('wrappers', 'Foreign data wrappers for third-party services, developed by Supabase.', ['Admin', 'Utility'], {
    docs: true,
    github: 'https://github.com/supabase/wrappers',
    product: EXTENSION_PRODUCTS.wrappers,
  }),
]
