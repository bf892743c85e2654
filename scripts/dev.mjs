// npm run dev: the sandbox upstream (scripts/sandbox, port 4010) and `next dev` (port 3000)
// side by side; the site's upstream clients point at the sandbox unless configured otherwise.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
// The sandbox's SMTP sink (1000 ports above the sandbox) takes the site's mail unless SMTP_URL says
// otherwise; the sandbox prints where to read what it received (/__sandbox/mail).
const sandboxPort = Number(process.env.SANDBOX_PORT || 4010)
const smtpPort = Number(process.env.SANDBOX_SMTP_PORT || sandboxPort + 1000)
const children = [
  spawn('node', ['--import', 'tsx', 'scripts/sandbox/main.ts'], { cwd: root, stdio: 'inherit' }),
  // The captcha's test widget works in development; a RECAPTCHA_SECRET still means real checks.
  spawn('npm', ['run', 'dev', '-w', 'web'], {
    cwd: root,
    stdio: 'inherit',
    // Links between sites (the mega-menu's to the tours site) lead to http://<site>.localhost:3000,
    // and product links to the sandbox, which stands in for every brand's booking site.
    env: {
      ...process.env,
      CAPTCHA_MODE: process.env.CAPTCHA_MODE ?? 'test',
      SMTP_URL: process.env.SMTP_URL || (process.env.SMTP_HOST ? '' : `smtp://127.0.0.1:${smtpPort}`),
      NEXT_PUBLIC_LOCAL_SITES_PORT: process.env.PORT ?? '3000',
      NEXT_PUBLIC_LOCAL_BOOKING_ORIGIN: `http://127.0.0.1:${sandboxPort}`,
    },
  }),
]
const stop = (code) => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  process.exitCode = code
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0))
