import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * Builds web/ once, with the framework floor page (BENCH_BUILD), and says how long it took in
 * seconds. `buildEnv` adds to its environment: withSandbox's sends the build's back-office calls
 * to the sandbox the server will use too (pages read the wizard's countries and the warehouse's
 * tours from it); check:scale's sets the pages' PAGE_REVALIDATE_SECONDS, which the build keeps.
 */
export async function build(root, buildEnv) {
  const started = performance.now()
  await run('npm', ['run', 'build', '-w', 'web'], root, { ...process.env, ...buildEnv, BENCH_BUILD: '1' })
  return (performance.now() - started) / 1000
}

/** Starts `next start` on the build; resolves once it answers. */
export async function start(root, port) {
  // A server left on the port would answer for an older build.
  if (
    await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`Port ${port} is already in use: stop what runs there first`)
  }
  // Next's own binary, not npx: stopping the child then stops the server itself.
  const nextBin = createRequire(path.join(root, 'web', 'package.json')).resolve('next/dist/bin/next')
  const child = spawn(process.execPath, [nextBin, 'start', '--port', String(port)], {
    cwd: path.join(root, 'web'),
    stdio: ['ignore', 'ignore', 'inherit'],
    // A production server refuses to start without its back-office APIs; the bench sends them
    // nothing, so the local sandbox's address (as in development) stands in for them.
    env: {
      ...process.env,
      SANITY_PROJECT_ID: '',
      SANDBOX_URL: process.env.SANDBOX_URL || 'http://127.0.0.1:4010',
    },
  })
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`)
    try {
      // The default site's home: every build has it (the floor page only the bench's).
      if ((await fetch(`http://127.0.0.1:${port}/`)).status < 500)
        return { stop: () => child.kill('SIGTERM') }
    } catch {
      // not listening yet
    }
    await sleep(500)
  }
  child.kill('SIGTERM')
  throw new Error('next start did not answer within 60 s')
}

function run(command, args, cwd, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] })
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    )
  })
}
