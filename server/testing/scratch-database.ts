import crypto from 'node:crypto';
import pg from 'pg';

/** One statement on the server at `url` (create or drop a database), on a connection of its own. */
export async function adminStatement(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database of its own on the server at `url`, for a process the test starts (which cannot take a schema). */
export async function createScratchDatabase(url: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(4).toString('hex')}`;
  await adminStatement(url, `create database "${name}"`);
  return {
    url: Object.assign(new URL(url), { pathname: `/${name}` }).toString(),
    drop: () => adminStatement(url, `drop database if exists "${name}" with (force)`),
  };
}
