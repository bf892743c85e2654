// Runs deploy/nginx/travel-platform.conf as it ships, with only its `# yours:` lines changed: for
// `npm run check:scale` and for the test of its rules (nginxConfig.test.ts). nginx is Debian's.
import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
export const DEPLOYED_CONFIG = path.join(root, 'deploy', 'nginx', 'travel-platform.conf')

/** nginx's binary, or null when this machine has none (`apt-get install nginx`). */
export function nginxBinary() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    try {
      execFileSync(candidate, ['-v'], { stdio: 'ignore' })
      return candidate
    } catch {
      // not here
    }
  }
  return null
}

/** Replaces each run of lines marked `# yours: <what>` with `lines`, indented alike. */
function replaceMarked(config, what, lines) {
  const marker = `# yours: ${what}`
  if (!config.includes(marker)) throw new Error(`${DEPLOYED_CONFIG} has no line marked '${marker}'`)
  const result = []
  for (const line of config.split('\n')) {
    if (!line.includes(marker)) result.push(line)
    else if (!result.at(-1)?.includes(marker)) {
      const indent = /^\s*/.exec(line)[0]
      result.push(...lines.map((replacement) => `${indent}${replacement} ${marker}`))
    }
  }
  return result.join('\n')
}

/** The shipped configuration with this run's cache folder, web servers, listen address and domains. */
export function renderConfig({ cacheDir, servers, listen, serverNames }) {
  let config = readFileSync(DEPLOYED_CONFIG, 'utf8')
  const cachePath = /^(proxy_cache_path )\S+( .*)# yours: the folder$/m.exec(config)
  if (!cachePath) throw new Error(`${DEPLOYED_CONFIG}: proxy_cache_path is not where it was`)
  config = replaceMarked(config, 'the folder', [`${cachePath[1]}${cacheDir}${cachePath[2]}`.trimEnd()])
  config = replaceMarked(
    config,
    'a web server',
    servers.map((server) => `server ${server} max_fails=1 fail_timeout=5s;`),
  )
  config = replaceMarked(
    config,
    "the webhook's copy to a web server",
    servers.map((server) => `mirror /__revalidate/${server};`),
  )
  config = replaceMarked(config, 'the domains', [`server_name ${serverNames.join(' ')};`])
  return replaceListen(config, listen)
}

/** Points every `listen` marked `# yours: the address` at `listen`, keeping its flags (default_server). */
function replaceListen(config, listen) {
  const marked = /^(\s*listen )\S+(.*;) (# yours: the address.*)$/gm
  if (!marked.test(config))
    throw new Error(`${DEPLOYED_CONFIG} has no listen line marked '# yours: the address'`)
  return config.replace(marked, (_, start, flags, marker) => `${start}${listen}${flags} ${marker}`)
}

/**
 * Starts nginx with the shipped configuration (rendered as above: `serverNames` are the hosts it
 * passes to the servers, every other gets 421) in `dir`, plus `extraHttp`
 * (more server blocks, e.g. a static file to compare with). Every request is logged with the web
 * server that answered it, in `dir`/access.log. Resolves once nginx listens; `stop()` ends it.
 */
export async function startNginx({ dir, servers, listen, serverNames, extraHttp = '' }) {
  const binary = nginxBinary()
  if (!binary) throw new Error('nginx is not installed: apt-get install -y nginx')
  mkdirSync(dir, { recursive: true })
  // Its workers run as another user when nginx starts as root: they must write here too.
  chmodSync(dir, 0o777)
  const site = path.join(dir, 'travel-platform.conf')
  writeFileSync(site, renderConfig({ cacheDir: path.join(dir, 'cache'), servers, listen, serverNames }))
  const main = path.join(dir, 'nginx.conf')
  writeFileSync(
    main,
    `daemon off;
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
    # As Debian's /etc/nginx/nginx.conf has them, around the shipped file.
    sendfile on;
    tcp_nopush on;
    log_format upstream '$status $request_method $host$request_uri $upstream_addr $upstream_cache_status';
    access_log ${dir}/access.log upstream;
    default_type application/octet-stream;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
${extraHttp}
    include ${site};
}
`,
  )
  execFileSync(binary, ['-t', '-q', '-p', dir, '-c', main, '-e', `${dir}/error.log`], { stdio: 'inherit' })
  const child = spawn(binary, ['-p', dir, '-c', main, '-e', `${dir}/error.log`], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const [host, port] = listen.split(':')
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: see ${dir}/error.log`)
    const up = await fetch(`http://${host}:${port}/`).then(
      () => true,
      () => false,
    )
    if (up) {
      return {
        accessLog: () => readFileSync(path.join(dir, 'access.log'), 'utf8'),
        stop: async () => {
          child.kill('SIGQUIT')
          await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)))
        },
      }
    }
    await sleep(100)
  }
  child.kill('SIGKILL')
  throw new Error('nginx did not answer within 5 s')
}
