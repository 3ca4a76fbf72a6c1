import pg from 'pg';

/** Where the API tests find PostgreSQL; `TEST_POSTGRES_URL` overrides it. */
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs one statement on the server's maintenance database (creating and dropping databases). */
export async function onPostgresServer(text: string) {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The address of database `name` on the test PostgreSQL server. */
export function postgresUrl(name: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}
