import { upstreamSettings } from '@travel/config'
import { databaseSettings } from '@/server/submissions/database'
import { checkCaptchaMode } from '@/server/captcha/captchaSettings'
import { proxySettings } from '@/server/http/proxySettings'

type Env = Record<string, string | undefined>

/**
 * Throws the ConfigError of a setting this server cannot run without: in production, every
 * back-office API (or SANDBOX_URL), and no CAPTCHA_MODE=test where that back office is real; on
 * Vercel, DATABASE_URL; anywhere, proxy settings it can read (TRUSTED_PROXY_HOPS, TRUSTED_PROXIES). Called at start-up so a misconfigured
 * server stops at once, not on a visitor's first submission. The same functions throw again when
 * used, for a serverless function that never ran the start-up check.
 */
export function checkServerSettings(env: Env = process.env): void {
  upstreamSettings(env)
  databaseSettings(env)
  proxySettings(env)
  checkCaptchaMode(env)
}
