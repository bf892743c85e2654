import { brandIds } from './brands'
import { brandMail } from './brandMail'

it('gives each brand its own sender and enquiries address', () => {
  const senders = brandIds.map((brand) => brandMail(brand, {}).from)
  expect(new Set(senders).size).toBe(brandIds.length)
  expect(brandMail('rail', {})).toEqual({
    from: 'Silver Line Rail Journeys <hello@silverlinerail.com.au>',
    replyTo: 'journeys@silverlinerail.com.au',
  })
})

it('takes a brand’s sender and reply address from the environment when set', () => {
  const env = { SMTP_FROM_GOLF: 'Fairway <verified@mail.example>', SMTP_REPLY_TO_GOLF: ' desk@mail.example ' }
  expect(brandMail('golf', env)).toEqual({
    from: 'Fairway <verified@mail.example>',
    replyTo: 'desk@mail.example',
  })
  expect(brandMail('tours', env).from).toBe('Wayfarer Tours <hello@wayfarertours.com.au>')
})
