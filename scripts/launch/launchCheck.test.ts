import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sites, type Site } from '@travel/config'
import { defaultDatasetPath } from '../../web/src/server/content/embeddedDataset'
import { createContentSource } from '../../web/src/server/content/source'
import { launchFindings, launchReport } from './launchCheck'

const seed = createContentSource({ source: 'embedded', datasetPath: undefined })

/** The seed dataset as its brands would launch it: legal text approved, every form emailing someone. */
function launchReadyDataset(): string {
  const documents = readFileSync(defaultDatasetPath(), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .map((document) => {
      if (document._type === 'page' && /-(privacy-policy|terms-conditions)$/.test(String(document._id)))
        return { ...document, approvedByLegal: true }
      if (document._type === 'form')
        return {
          ...document,
          notificationEmail: { recipients: [`team@${String(document.brand)}.example.com`] },
        }
      return document
    })
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'launch-check-')), 'dataset.ndjson')
  writeFileSync(file, documents.map((document) => JSON.stringify(document)).join('\n'))
  return file
}

const confirmedSites = sites.map(({ bookingOriginIsPlaceholder: _placeholder, ...site }): Site => site)

describe('the launch check over the seed', () => {
  it('lists the seed’s placeholders: every booking origin, and every legal page, not approved by legal', async () => {
    const findings = await launchFindings({ source: seed, sites: [...sites], env: {}, production: false })
    for (const site of sites) {
      const ofSite = findings.filter((finding) => finding.where === site.id).map((finding) => finding.problem)
      expect(ofSite).toEqual(
        expect.arrayContaining([
          expect.stringContaining(`goes to ${site.bookingOrigin}, a placeholder`),
          'The privacy policy page at /privacy-policy is not approved by legal: it opens with a “Placeholder text” notice.',
          'The terms and conditions page at /terms-conditions is not approved by legal: it opens with a “Placeholder text” notice.',
        ]),
      )
    }
    // The seed's forms that email nobody (their brands add recipients before launch).
    expect(
      findings.filter((finding) => finding.problem.startsWith('The form ')).map((finding) => finding.where),
    ).toEqual(['tours, tours-nz', 'cruises', 'golf'])
    // Not production: the environment is left alone.
    expect(findings.filter((finding) => finding.where === 'environment')).toEqual([])
  })

  it('checks one site, with its brand’s findings, when asked', async () => {
    const nz = sites.filter((site) => site.id === 'tours-nz')
    const findings = await launchFindings({ source: seed, sites: nz, env: {}, production: false })
    expect(new Set(findings.map((finding) => finding.where))).toEqual(
      new Set(['tours-nz', 'tours, tours-nz']),
    )
  })

  it('lists nothing once the placeholders are replaced, production environment included', async () => {
    const source = createContentSource({ source: 'embedded', datasetPath: launchReadyDataset() })
    const env = {
      WAREHOUSE_API_URL: 'https://warehouse.internal',
      WAREHOUSE_API_KEY: 'key',
      RESERVATION_API_URL: 'https://reservations.internal',
      PASSENGER_PORTAL_API_URL: 'https://portal.internal',
      CMS_STORE_API_URL: 'https://cms-store.internal',
      SMTP_HOST: 'smtp.internal',
      NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_SECRET: 'secret',
      NEXT_PUBLIC_RECAPTCHA_V3_SITE_KEY: 'site-key-v3',
      RECAPTCHA_V3_SECRET: 'secret-v3',
    }
    const findings = await launchFindings({ source, sites: confirmedSites, env, production: true })
    expect(findings).toEqual([])
    expect(launchReport(findings, true)).toMatch(/Nothing to fix\.$/)
  })

  it('prints each finding under where it is, with its fix', () => {
    const report = launchReport(
      [
        { where: 'golf', problem: 'No phone.', fix: 'Studio: add it.' },
        { where: 'environment', problem: 'No SMTP.', fix: 'Environment: set it.' },
      ],
      true,
    )
    expect(report).toBe(
      [
        'Launch check (production: the environment is checked, and any finding fails the check).',
        '',
        'golf',
        '  - No phone.',
        '    Fix: Studio: add it.',
        '',
        'environment',
        '  - No SMTP.',
        '    Fix: Environment: set it.',
        '',
        '2 things to fix before launch.',
      ].join('\n'),
    )
  })
})
