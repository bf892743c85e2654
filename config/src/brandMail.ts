import { brands, type BrandId, type BrandMail } from './brands'

type Env = Record<string, string | undefined>

/** The environment's name for a brand's setting: `SMTP_FROM_TOURS`, `SMTP_REPLY_TO_GOLF`. */
export const brandMailVariables = (brand: BrandId) => ({
  from: `SMTP_FROM_${brand.toUpperCase()}`,
  replyTo: `SMTP_REPLY_TO_${brand.toUpperCase()}`,
})

/**
 * The sender and reply address of a brand's form emails: the registry's (brands.ts), each
 * replaced by its environment variable when set (a sender the SMTP service has verified, say).
 */
export function brandMail(brand: BrandId, env: Env = process.env): BrandMail {
  const variables = brandMailVariables(brand)
  const { mail } = brands[brand]
  return {
    from: env[variables.from]?.trim() || mail.from,
    replyTo: env[variables.replyTo]?.trim() || mail.replyTo,
  }
}
