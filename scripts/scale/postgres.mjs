// A database of its own for one run of `npm run check:scale`, on the PostgreSQL that
// scripts/start-test-postgres.sh starts (Debian's packages; installed when missing).
import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const { Client } = createRequire(path.join(root, 'web', 'package.json'))('pg')

/** Creates an empty database; resolves with its URL and `drop()`. */
export async function freshDatabase(name) {
  const serverUrl =
    process.env.SCALE_DATABASE_SERVER_URL ||
    execFileSync('bash', [path.join(root, 'scripts', 'start-test-postgres.sh')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }).trim()
  const admin = async (sql) => {
    const client = new Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await admin(`CREATE DATABASE ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}
