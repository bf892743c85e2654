// `node --import tsx scripts/sandbox/main.ts`: the sandbox upstream for `npm run dev` and the e2e tests.
import { startSandbox } from './server'

// An empty SANDBOX_PORT (a blank line in an .env file) means unset, hence || rather than ??.
const rawPort = process.env.SANDBOX_PORT || '4010'
const port = Number(rawPort)
if (!/^\d+$/.test(rawPort) || port > 65535) {
  console.error(`SANDBOX_PORT must be a port number (0-65535), not ${JSON.stringify(rawPort)}`)
  process.exit(1)
}

// The SMTP sink listens 1000 ports above (4010 -> 5010), or on SANDBOX_SMTP_PORT; port 0 picks any.
const smtpPort = Number(process.env.SANDBOX_SMTP_PORT || (port === 0 ? 0 : port + 1000))

// SANDBOX_LATENCY_MS: every back-office call is answered that much later (the scale bench's outbox drain).
const latencyMs = Number(process.env.SANDBOX_LATENCY_MS || 0)

startSandbox({ port, smtpPort, latencyMs }).then(
  (sandbox) => {
    console.log(`Sandbox upstream listening on ${sandbox.url}`)
    console.log(`Sandbox SMTP sink on ${sandbox.smtpUrl}: read its mail at ${sandbox.url}/__sandbox/mail`)
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
