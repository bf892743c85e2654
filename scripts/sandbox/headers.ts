import { fail, type HeaderMap, type Reply } from './http'

/** A header requirement of one route: the error answer, or undefined when the headers pass. */
export type HeaderCheck = (headers: HeaderMap) => Reply | undefined

const present = (headers: HeaderMap, name: string) => (headers[name] ?? '').trim() !== ''

/** The warehouse and reservation APIs answer 401 to an unidentified caller. */
export const requireApiKey: HeaderCheck = (headers) =>
  present(headers, 'company-code') && present(headers, 'x-api-key')
    ? undefined
    : fail(401, 'Missing company-code or x-api-key header')

export const requireCompanyCode: HeaderCheck = (headers) =>
  present(headers, 'company-code') ? undefined : fail(401, 'Missing company-code header')

/** The passenger portal and the reservation API treat a missing context header as a bad request. */
export function requireHeaders(...names: string[]): HeaderCheck {
  return (headers) => {
    const missing = names.find((name) => !present(headers, name))
    return missing === undefined ? undefined : fail(400, `Missing header: ${missing}`)
  }
}

/** The reservation contract accepts `language: en` only; any other value is a client bug worth seeing. */
export const requireEnglish: HeaderCheck = (headers) => {
  const language = headers['language']?.trim()
  if (!language) return fail(400, 'Missing header: language')
  return language.toLowerCase() === 'en' ? undefined : fail(400, `Unsupported language: ${language}`)
}
