import { EXTENSION_PRODUCTS, extension, pgDocs } from './extension-entry'
import type { Extension } from './schemas/extensions-schema'

/** Extensions whose names sort before "p". */
export const EXTENSIONS_A_TO_O: Extension[] = [
  extension('address_standardizer', 'Parses an address into its constituent elements, for geocoding normalisation.', ['Utility'], {
    docs: 'https://postgis.net/docs/Address_Standardizer.html',
  }),
  extension('address_standardizer_data_us', 'Address Standardizer US dataset example.', ['Dataset'], {
    docs: 'https://postgis.net/docs/Address_Standardizer.html',
  }),
  extension('amcheck', 'Functions for verifying relation integrity.', ['Admin', 'Utility'], { docs: pgDocs('amcheck.html') }),
  extension('autoinc', 'Functions for autoincrementing fields.', ['Utility'], { docs: pgDocs('contrib-spi.html') }),
  extension('bloom', 'Bloom access method: signature file based index.', ['Index'], { docs: pgDocs('bloom.html') }),
  extension('btree_gin', 'Support for indexing common data types in GIN.', ['Index'], { docs: pgDocs('btree-gin.html') }),
  extension('btree_gist', 'Support for indexing common data types in GiST.', ['Index'], { docs: pgDocs('btree-gist.html') }),
  extension('citext', 'Data type for case-insensitive character strings.', ['Data Type'], { docs: pgDocs('citext.html') }),
  extension('cube', 'Data type for multidimensional cubes.', ['Data Type'], { docs: pgDocs('cube.html') }),
  extension('dblink', 'Connect to other PostgreSQL databases from within a database.', ['Admin', 'Utility'], {
    docs: pgDocs('dblink.html'),
  }),
  extension('dict_int', 'Text search dictionary template for integers.', ['Search'], { docs: pgDocs('dict-int.html') }),
  extension('dict_xsyn', 'Text search dictionary template for extended synonym processing.', ['Search'], {
    docs: pgDocs('dict-xsyn.html'),
  }),
  extension('earthdistance', 'Calculate great-circle distances on the surface of the Earth.', ['Geo', 'Utility'], {
    docs: pgDocs('earthdistance.html'),
  }),
  extension('fuzzystrmatch', 'Determine similarities and distance between strings.', ['Search'], {
    docs: pgDocs('fuzzystrmatch.html'),
  }),
  extension('hstore', 'Data type for storing sets of (key, value) pairs.', ['Data Type'], { docs: pgDocs('hstore.html') }),
  extension('http', 'HTTP client for PostgreSQL: retrieve web pages from inside the database.', ['Utility'], {
    docs: true,
    github: 'https://github.com/pramsey/pgsql-http',
  }),
  extension('hypopg', 'Hypothetical indexes for PostgreSQL.', ['Admin', 'Index'], {
    docs: true,
    github: 'https://github.com/HypoPG/hypopg',
  }),
  extension('index_advisor', 'Optimise query performance with automatic index recommendations.', ['Utility', 'Index'], {
    docs: true,
    github: 'https://github.com/supabase/index_advisor',
    product: EXTENSION_PRODUCTS.queryPerformance,
  }),
  extension('insert_username', 'Functions for tracking who changed a table.', ['Audit', 'Utility'], {
    docs: pgDocs('contrib-spi.html'),
  }),
  extension('intarray', 'Functions, operators and index support for 1-D arrays of integers.', ['Utility'], {
    docs: pgDocs('intarray.html'),
  }),
  extension('isn', 'Data types for international product numbering standards.', ['Data Type'], { docs: pgDocs('isn.html') }),
  extension('lo', 'Large Object maintenance.', ['Data Type'], { docs: pgDocs('lo.html') }),
  extension('ltree', 'Data type for hierarchical tree-like structures.', ['Data Type'], { docs: pgDocs('ltree.html') }),
  extension('moddatetime', 'Functions for tracking the last modification time.', ['Audit', 'Utility'], {
    docs: pgDocs('contrib-spi.html'),
  }),
]
