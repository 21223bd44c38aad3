// Scratch databases on a PostgreSQL server for the test script: `check` says whether the server answers,
// `create NAME…` makes empty databases, `drop NAME…` removes them (and their connections). The server is
// TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres, the CI machines' trust-auth server).
// `pg` comes from commerce-api, which talks to the same server.
import { createRequire } from 'node:module';

const require = createRequire(new URL('../../apps/commerce-api/package.json', import.meta.url));
const pg = require('pg');
const adminUrl = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const [command, ...names] = process.argv.slice(2);

const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
try {
  await client.connect();
} catch (error) {
  if (command === 'check') {
    console.log(`no PostgreSQL server at ${adminUrl.replace(/\/\/[^@]*@/, '//')} (${error.message})`);
    process.exit(1);
  }
  throw error;
}
try {
  const quote = (name) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
    return `"${name}"`;
  };
  if (command === 'check') {
    const { rows } = await client.query('show server_version');
    console.log(`PostgreSQL ${rows[0].server_version} at ${adminUrl.replace(/\/\/[^@]*@/, '//')}`);
  } else if (command === 'create') {
    for (const name of names) await client.query(`create database ${quote(name)}`);
  } else if (command === 'drop') {
    for (const name of names) await client.query(`drop database if exists ${quote(name)} with (force)`);
  } else if (command === 'url') {
    const url = new URL(adminUrl);
    url.pathname = `/${names[0]}`;
    console.log(url.toString());
  } else {
    throw new Error('usage: postgres-databases.mjs check | create NAME… | drop NAME… | url NAME');
  }
} finally {
  await client.end();
}
