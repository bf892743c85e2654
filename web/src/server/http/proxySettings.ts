import { BlockList, isIP } from 'node:net'
import { ConfigError } from '@travel/config'

type Env = Record<string, string | undefined>

/**
 * Which proxies of ours stand in front of the server. `hops` (TRUSTED_PROXY_HOPS, default 0): how
 * many of them each request passes; `isTrusted`: whether an address is one of theirs
 * (TRUSTED_PROXIES, comma-separated addresses or CIDR ranges, e.g. `10.0.0.0/8, fd00::/8`). A
 * forwarding header is read only through proxies at those addresses: anyone else who reaches a
 * server directly could write any address there.
 */
export type ProxySettings = { hops: number; isTrusted: (address: string) => boolean }

function hopsOf(value: string | undefined): number {
  const text = value?.trim() ?? ''
  if (!text) return 0
  if (!/^\d+$/.test(text) || Number(text) > 10)
    throw new ConfigError(`TRUSTED_PROXY_HOPS must be a whole number from 0 to 10, not "${value}"`)
  return Number(text)
}

function trustedList(value: string | undefined): BlockList | undefined {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (!entries.length) return undefined
  const list = new BlockList()
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/')
    const family = isIP(address)
    const bits = family === 4 ? 32 : 128
    const length = prefix === undefined ? bits : /^\d+$/.test(prefix) ? Number(prefix) : NaN
    if (!family || extra !== undefined || !(length >= 0 && length <= bits))
      throw new ConfigError(
        `TRUSTED_PROXIES must list addresses or CIDR ranges (e.g. 10.0.0.0/8, ::1), not "${entry}"`,
      )
    list.addSubnet(address, length, family === 4 ? 'ipv4' : 'ipv6')
  }
  return list
}

/**
 * The proxy settings, checked: throws a ConfigError naming the setting when TRUSTED_PROXY_HOPS or
 * TRUSTED_PROXIES cannot be read, or when hops are set but no proxy address is (every request
 * would then count under the proxy's address, or under one a client forged).
 */
export function proxySettings(env: Env = process.env): ProxySettings {
  const hops = hopsOf(env.TRUSTED_PROXY_HOPS)
  const list = trustedList(env.TRUSTED_PROXIES)
  if (hops > 0 && !list)
    throw new ConfigError(
      'TRUSTED_PROXY_HOPS is set but TRUSTED_PROXIES is not: list the addresses of the proxies in ' +
        'front of the server (e.g. 10.0.0.0/8), whose X-Forwarded-For alone is read.',
    )
  return {
    hops,
    isTrusted: (address) => {
      const family = isIP(address)
      return list !== undefined && family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6')
    },
  }
}
