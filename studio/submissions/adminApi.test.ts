import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { adminApiOrigin, adminApiUrl } from './adminApi'

describe("the Submissions tool's calls", () => {
  it("go to the brand's first site, or the local origin template", () => {
    assert.equal(adminApiOrigin('tours', {}), 'https://wayfarertours.com.au')
    assert.equal(
      adminApiOrigin('golf', { SANITY_STUDIO_PREVIEW_ORIGIN: 'http://{site}.localhost:3000' }),
      'http://golf.localhost:3000',
    )
  })

  it('name the brand, the filters that are set and the page', () => {
    assert.equal(
      adminApiUrl(
        'https://x.example',
        'submissions',
        'golf',
        { form: 'contact', status: '', to: '2026-11-20' },
        { older: '2026-11-19T08:00:00.000Z_s1' },
      ),
      'https://x.example/api/admin/submissions?brand=golf&form=contact&to=2026-11-20&older=2026-11-19T08%3A00%3A00.000Z_s1',
    )
    assert.equal(
      adminApiUrl('https://x.example', 'deliveries/d1/retry', 'rail'),
      'https://x.example/api/admin/deliveries/d1/retry?brand=rail',
    )
  })
})
