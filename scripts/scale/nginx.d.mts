/** deploy/nginx/travel-platform.conf, as it ships. */
export const DEPLOYED_CONFIG: string

/** nginx's binary, or null when this machine has none (`apt-get install nginx`). */
export function nginxBinary(): string | null

/**
 * The shipped configuration with this run's cache folder, web servers (`host:port`), listen
 * address and the hosts it passes to them (its `server_name`s; any other host gets 421).
 */
export function renderConfig(options: {
  cacheDir: string
  servers: string[]
  listen: string
  serverNames: string[]
}): string

/** An nginx started by startNginx. */
export interface RunningNginx {
  /** Its access log: one line a request, `status method host+uri upstream_addr cache_status`. */
  accessLog(): string
  /** Ends nginx, resolving once it has exited. */
  stop(): Promise<void>
}

/** Starts nginx with the shipped configuration in `dir`; resolves once it listens on `listen`. */
export function startNginx(options: {
  dir: string
  servers: string[]
  listen: string
  serverNames: string[]
  extraHttp?: string
}): Promise<RunningNginx>
