import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the Drizzle schema (the single source of truth for tables)
// and committed; the server applies them at start on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/*.ts',
  out: './server/db/migrations',
});
