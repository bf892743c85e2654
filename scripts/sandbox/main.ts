// `node --import tsx scripts/sandbox/main.ts`: the sandbox upstream for `npm run dev` and the e2e tests.
import { startSandbox } from './server'

// An empty SANDBOX_PORT (a blank line in an .env file) means unset, hence || rather than ??.
const rawPort = process.env.SANDBOX_PORT || '4010'
const port = Number(rawPort)
if (!/^\d+$/.test(rawPort) || port > 65535) {
  console.error(`SANDBOX_PORT must be a port number (0-65535), not ${JSON.stringify(rawPort)}`)
  process.exit(1)
}

startSandbox({ port }).then(
  (sandbox) => {
    console.log(`Sandbox upstream listening on ${sandbox.url}`)
    const stop = () => {
      sandbox.close().then(
        () => process.exit(0),
        () => process.exit(1),
      )
    }
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
  },
  (error: unknown) => {
    console.error('Sandbox upstream failed to start:', error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
