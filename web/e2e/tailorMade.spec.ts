import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { failNextFor, requestsWhere, sandboxRequests } from './helpers/sandbox'
import { siteUrl } from './helpers/server'
import { settled, storedWith } from './helpers/store'
import { sendWebhook } from './helpers/webhook'
import { answerFocusToBudget, expectStep, fillDatesSet, next, startSoloTrip } from './helpers/tailorMade'
import { inDays } from './helpers/dates'

// The tailor-made wizard (spec 02; issue 12) in Chromium, on the tours and golf sites: the back
// office (the sandbox's reservation API) must receive exactly the request the spec describes.

const TARGET = 'reservation.tailor-made'

/** The month `months` from now as YYYY-MM. */
function monthFromNow(months: number): string {
  const date = new Date()
  date.setDate(1)
  date.setMonth(date.getMonth() + months)
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`
}

const uniqueEmail = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`

async function expectNoAxeViolations(page: Page) {
  // The dialog's focus trap (react-focus-lock, in @reach/dialog) keeps focus inside with two
  // invisible guards; everything else on the page is checked.
  const results = await new AxeBuilder({ page }).exclude('[data-focus-guard]').analyze()
  expect(
    results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([])
}

/** Step 13's details, then the send, until the thank-you. */
async function sendAs(page: Page, name: string, email: string) {
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Phone').fill('0400 666 777')
  await page.getByLabel('Email (optional)').fill(email)
  await page.getByRole('button', { name: 'get a free quote' }).click()
  await expect(page.getByRole('heading', { name: `Thank you, ${name}!` })).toBeVisible()
}

function bodyWithEmail(email: string) {
  return (body: Record<string, unknown>) =>
    (body['contactInformation'] as { email?: string } | undefined)?.email === email
}

test.describe('tailor-made wizard', () => {
  test('a SOLO trip with dates set and other interests reaches the back office exactly, axe clean on every step', async ({
    page,
  }) => {
    // Fourteen steps with an axe run on each: about 20 s alone, more on a busy machine.
    test.slow()
    const email = uniqueEmail('solo')
    const arrival = inDays(30)
    const departure = inDays(39)
    await page.goto(siteUrl('tours', '/tailor-made'))
    await expect(page.getByText('1/14', { exact: true })).toBeVisible()
    await expectNoAxeViolations(page)

    // 1 countries: at least one.
    await next(page)
    await expect(page.getByText('Please select at least one')).toBeVisible()
    await page.getByRole('checkbox', { name: 'Italy' }).check()
    await next(page)

    // 2 travel type, then the bed type.
    await expectStep(page, 2)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Solo' }).click()
    await page.getByRole('radio', { name: 'Single bed' }).click()
    await expectNoAxeViolations(page)
    await next(page)

    // 3 dates set: the browser's back button returns to step 2, Next comes back.
    await expectStep(page, 3)
    await page.goBack()
    await expectStep(page, 2)
    await next(page)
    await expectStep(page, 3)
    await page.getByRole('button', { name: 'I have dates set' }).click()
    // Next without the dates stays on the step, says so (spec 02 §5) and takes the visitor there.
    await next(page)
    await expect(page.getByText('Please select Arrival / Departure', { exact: true })).toBeVisible()
    await expect(page.getByText('3/14', { exact: true })).toBeVisible()
    await expect(page.getByLabel('Arriving in')).toBeFocused()
    await fillDatesSet(page, { arrivingIn: 'Rome', arrival, leavingFrom: 'Venice', departure })
    await expectNoAxeViolations(page)
    await next(page)

    // 4 other places, from the warehouse's places of the chosen countries.
    await expectStep(page, 4)
    await page.getByRole('button', { name: 'Add a place' }).click()
    // A text field (focused), the chosen countries' places suggested as the visitor types.
    const place = page.getByRole('combobox', { name: 'Place', exact: true })
    await expect(place).toBeFocused()
    await expect(
      page.locator(`datalist#${await place.getAttribute('list')} option[value="Florence"]`),
    ).toHaveCount(1)
    await place.fill('Florence')
    await page.getByLabel('Nights').fill('2')
    await page.getByLabel('Note').fill('Lake views')
    await expectNoAxeViolations(page)
    await next(page)

    // 5 focus 'other': a dialog that needs text.
    await expectStep(page, 5)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Other' }).click()
    const dialog = page.getByRole('dialog', { name: 'Other interests' })
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled()
    await expectNoAxeViolations(page)
    await dialog.getByLabel('Tell us what interests you').fill('Opera and vintage cars')
    await dialog.getByRole('button', { name: 'Save' }).click()

    // 6 interests: country highlights' list, as nothing else matches.
    await expectStep(page, 6)
    await next(page)
    await expect(page.getByText('select at least one', { exact: true })).toBeVisible()
    await page.getByRole('checkbox', { name: 'Architecture' }).check()
    await expect(page.getByText('select at least one', { exact: true })).toBeHidden()
    await expectNoAxeViolations(page)
    await next(page)

    // 7 and 8 advance on a choice.
    await expectStep(page, 7)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: /^Slow/ }).click()
    await expectStep(page, 8)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: /^Luxury/ }).click()

    // 9 transportation: at least one.
    await expectStep(page, 9)
    await page.getByRole('checkbox', { name: /^Private transfers/ }).check()
    await expectNoAxeViolations(page)
    await next(page)

    // 10 free text, rich.
    await expectStep(page, 10)
    const editor = page.getByRole('textbox', { name: 'tell us more about your desired tour' })
    await editor.click()
    await page.keyboard.type('Slow mornings and long lunches')
    await expectNoAxeViolations(page)
    await next(page)

    // 11 already bought: nothing.
    await expectStep(page, 11)
    await page.getByRole('checkbox', { name: 'Nothing' }).check()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expectNoAxeViolations(page)
    await next(page)

    // 12 budget: the site's currency by default.
    await expectStep(page, 12)
    await expect(page.getByLabel('Currency')).toHaveValue('AUD')
    await page.getByLabel('Currency').selectOption('EUR')
    await page.getByLabel('Total budget', { exact: true }).fill('15000')
    await expectNoAxeViolations(page)
    await next(page)

    // 13 contact: name and phone required, the summary above the button.
    await expectStep(page, 13)
    await page.getByRole('button', { name: 'get a free quote' }).click()
    await expect(page.getByText('complete all required fields')).toBeVisible()
    await expect(page.getByText('field required')).toHaveCount(2)
    // The wizard's own link, beside the contact fields (the footer links the policy too).
    await expect(page.getByRole('main').getByRole('link', { name: /privacy policy/i })).toHaveAttribute(
      'href',
      '/privacy-policy',
    )
    const summary = page.getByRole('region', { name: 'Your answers' })
    await expect(summary).toContainText('Italy')
    await expect(summary).toContainText('Opera and vintage cars')
    await page.getByLabel('Name').fill('Sam Solo')
    await page.getByLabel('Phone').fill('+61 400 111 222')
    await page.getByLabel('Email (optional)').fill(email)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'get a free quote' }).click()

    // 14 thank-you, once stored: no progress bar.
    await expect(page.getByRole('heading', { name: 'Thank you, Sam Solo!' })).toBeVisible()
    await expect(page.getByText(email)).toBeVisible()
    await expect(page.getByRole('progressbar')).toHaveCount(0)
    await expectNoAxeViolations(page)

    const [request] = await requestsWhere(TARGET, bodyWithEmail(email))
    expect(request!.headers['company-code']).toBe('WFT-AU')
    expect(request!.body).toEqual({
      selectedBedType: 'single',
      country: ['Italy'],
      travelType: 'SOLO',
      numberAdults: 1,
      numberChildren: 0,
      childrenDetails: [],
      isConnectingRoom: false,
      travelDate: {
        type: 'HAVE_DATES_SET',
        duration: 10,
        arriveLocation: 'Rome',
        departLocation: 'Venice',
        arriveDate: arrival,
        departDate: departure,
        locationsAsArray: ['Florence'],
      },
      destinationFocus: 'Opera and vintage cars',
      interesting: ['Architecture'],
      transportation: ['Private Transfers'],
      alreadyBought: ['Nothing'],
      detailAlreadyBought: [],
      lastThing: [],
      budget: { currency: 'EUR', amount: 15000 },
      pace: 'Slow Pace',
      accommodation: 'slow_pace',
      desiredTour: '<p>Slow mornings and long lunches</p>',
      contactInformation: { name: 'Sam Solo', email, phoneNumber: '+61 400 111 222' },
      numberRooms: { singleRoom: 1, doubleRoom: 0, tripleRoom: 0, quadRoom: 0 },
      otherLocationVisit: [{ location: 'Florence', numberNights: 2, note: 'Lake views' }],
      site: 'wayfarertours.com.au',
    })
  })

  test('a FAMILY golf trip with children, rooms, flexible dates and already-bought details, on the golf site', async ({
    page,
  }) => {
    const email = uniqueEmail('family')
    const month = monthFromNow(3)
    await page.goto(siteUrl('golf', '/tailor-made'))
    // Golf's own places come first, by the names its visitors know; each counts as its country.
    await page.getByRole('checkbox', { name: 'Scotland' }).check()
    await next(page)

    await page.getByRole('button', { name: 'Family' }).click()
    await page.getByRole('button', { name: 'One more: Adults' }).click()
    await page.getByRole('button', { name: 'Add a child' }).click()
    await page.getByLabel('Age of child 1').selectOption('8')
    // Three travellers in one double room: one has no room.
    await page.getByRole('button', { name: 'One more: Double rooms' }).click()
    await next(page)
    await expect(page.getByText('Please select room type!')).toHaveAttribute('role', 'alert')
    // A quad room as well: a room is left empty.
    await page.getByRole('button', { name: 'One more: Quad rooms' }).click()
    await next(page)
    await expect(page.getByText('Please select passengers')).toHaveAttribute('role', 'alert')
    await page.getByRole('button', { name: 'One fewer: Quad rooms' }).click()
    await page.getByRole('button', { name: 'One more: Single rooms' }).click()
    await page.getByLabel('We would like connecting rooms').check()
    await next(page)

    await expectStep(page, 3)
    await page.getByRole('button', { name: 'My dates are flexible' }).click()
    await next(page)
    await expect(page.getByText('Please select arrival month')).toBeVisible()
    await page.getByLabel('How many days?').fill('12')
    await page.getByLabel('Month of arrival').selectOption(month)
    await next(page)

    await expectStep(page, 4)
    await next(page)

    // Golf's wizard starts with golf as the focus: the step opens on its questions.
    await expectStep(page, 5)
    await expect(page.getByRole('combobox', { name: 'Trip focus' })).toHaveValue('golf_holidays')
    await page.getByRole('radio', { name: 'Intermediate', exact: true }).click()
    await page.getByRole('checkbox', { name: 'Links courses', exact: true }).check()
    await page.getByRole('checkbox', { name: 'Coastal courses', exact: true }).check()
    await page.getByLabel('How many rounds of golf would you like to play?').fill('5')
    await page
      .getByRole('group', { name: 'Private or public courses?' })
      .getByRole('radio', { name: 'Both' })
      .check()
    await page
      .getByRole('group', { name: 'Will you bring your clubs or rent them?' })
      .getByRole('radio', { name: 'Rent' })
      .check()
    await page
      .getByRole('group', { name: 'Are you interested in golf lessons?' })
      .getByRole('radio', { name: 'Yes' })
      .check()
    await page
      .getByRole('group', { name: 'Do you want to play several courses?' })
      .getByRole('radio', { name: 'No' })
      .check()
    await expectNoAxeViolations(page)
    await next(page)

    await expectStep(page, 6)
    await page.getByRole('checkbox', { name: 'Historical landmarks', exact: true }).check()
    await page.getByRole('checkbox', { name: 'Local cuisine', exact: true }).check()
    await next(page)
    await page.getByRole('button', { name: /^Moderate/ }).click()
    await page.getByRole('button', { name: /^Premium/ }).click()
    await page.getByRole('checkbox', { name: /^Private transfers/ }).check()
    await page.getByRole('checkbox', { name: /^Train/ }).check()
    await next(page)
    await expectStep(page, 10)
    await next(page)

    // 11: flights with a detail (bold through the toolbar), accommodation closed without one.
    await expectStep(page, 11)
    await page.getByRole('checkbox', { name: 'Flights' }).check()
    const flights = page.getByRole('dialog', { name: 'Already bought: Flights' })
    await expect(flights.getByRole('button', { name: 'Save' })).toBeDisabled()
    await flights.getByRole('textbox', { name: 'Tell us what you have already bought' }).click()
    await page.keyboard.type('Return flights to ')
    await flights.getByRole('button', { name: 'Bold' }).click()
    await page.keyboard.type('Edinburgh')
    await expectNoAxeViolations(page)
    await flights.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.getByRole('checkbox', { name: 'Accommodation' }).check()
    await page
      .getByRole('dialog', { name: 'Already bought: Accommodation' })
      .getByRole('button', { name: 'Close' })
      .click()
    await expect(page.getByRole('checkbox', { name: 'Accommodation' })).toBeChecked()
    await next(page)

    await expectStep(page, 12)
    await page.getByLabel('Total budget', { exact: true }).fill('40000')
    await next(page)
    // The summary names each answer by its label; the body below still carries the ids.
    const summary = page.getByRole('region', { name: 'Your answers' })
    await expect(summary).toContainText('Golf holidays')
    await expect(summary).toContainText('Intermediate; Links courses, Coastal courses; 5 rounds')
    await expect(summary).toContainText('Historical landmarks, Local cuisine')
    await expect(summary).toContainText('Flights (Return flights to Edinburgh), Accommodation')
    await page.getByLabel('Name').fill('Fran Family')
    await page.getByLabel('Phone').fill('0400 222 333')
    await page.getByLabel('Email (optional)').fill(email)
    await page.getByRole('button', { name: 'get a free quote' }).click()
    await expect(page.getByRole('heading', { name: 'Thank you, Fran Family!' })).toBeVisible()

    const [request] = await requestsWhere(TARGET, bodyWithEmail(email))
    expect(request!.headers['company-code']).toBe('FGJ-AU')
    expect(request!.body).toEqual({
      selectedBedType: '',
      country: ['Scotland'],
      travelType: 'FAMILY',
      numberAdults: 2,
      numberChildren: 1,
      childrenDetails: [{ age: 8 }],
      isConnectingRoom: true,
      travelDate: {
        type: 'FLEXIBLE_DATES',
        duration: 12,
        arriveLocation: '',
        departLocation: '',
        arriveDate: `${month}-01`,
        departDate: month,
        locationsAsArray: [],
      },
      destinationFocus: 'golf_holidays',
      interesting: ['Historical Landmarks', 'Local Cuisine'],
      transportation: ['Private Transfers', 'Train'],
      alreadyBought: ['Flights', 'Accommodation'],
      detailAlreadyBought: [{ type: 'Flights', content: '<p>Return flights to <b>Edinburgh</b></p>' }],
      lastThing: [],
      budget: { currency: 'AUD', amount: 40000 },
      pace: 'Moderate Pace',
      accommodation: 'dexluxe',
      desiredTour: '',
      contactInformation: { name: 'Fran Family', email, phoneNumber: '0400 222 333' },
      numberRooms: { singleRoom: 1, doubleRoom: 1, tripleRoom: 0, quadRoom: 0 },
      otherLocationVisit: [],
      site: 'fairwaygolfjourneys.com',
      golfExperienced: 'intermediate',
      golfCourseType: ['links', 'coastal-courses'],
      numberOfRoundsOfGolf: 5,
      privateOrPublicGolfCourses: 'both',
      bringGolfClubsOrRent: 'rent',
      lookingForGoflCourse: null,
      wantToPlayMultipleCourses: false,
      interestedInParticipatingGolfEvents: null,
      assistanceWithGolfTransportation: null,
      interestedInGolfLessons: true,
      accessToGolfProTraning: null,
      storageGolfCart: null,
    })
  })

  test('resumes where the visitor left off after a reload, or starts afresh', async ({ page }) => {
    await page.goto(siteUrl('tours', '/tailor-made'))
    await page.getByRole('checkbox', { name: 'Japan' }).check()
    await next(page)
    await page.getByRole('button', { name: 'Couple' }).click()
    await page.getByRole('radio', { name: 'Double bed' }).click()
    await next(page)
    await expectStep(page, 3)

    await page.reload()
    await page.getByRole('button', { name: 'continue where you left off' }).click()
    await expect(page.getByText('3/14', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Previous' }).click()
    await expect(page.getByRole('radio', { name: 'Double bed' })).toBeChecked()

    await page.reload()
    await page.getByRole('button', { name: 'Start afresh' }).click()
    await expect(page.getByText('1/14', { exact: true })).toBeVisible()
    await expect(page.getByRole('checkbox', { name: 'Japan' })).not.toBeChecked()
  })

  test('can be completed with the keyboard alone', async ({ page }) => {
    const email = uniqueEmail('keys')
    await page.goto(siteUrl('tours', '/tailor-made'))
    const press = (key: string) => page.keyboard.press(key)
    /** Tabs forward until the focused element has this accessible name (and role), then returns. */
    async function tabTo(
      role: 'checkbox' | 'radio' | 'button' | 'textbox' | 'combobox' | 'spinbutton',
      name: string | RegExp,
    ) {
      const target = page.getByRole(role, { name }).first()
      for (let presses = 0; presses < 80; presses += 1) {
        if (await target.evaluate((element) => element === document.activeElement)) return
        await press('Tab')
      }
      throw new Error(`Tab never reached ${role} ${String(name)}`)
    }

    await tabTo('checkbox', 'Portugal')
    await press('Space')
    await tabTo('button', 'Next')
    await press('Enter')
    await expectStep(page, 2)
    await tabTo('button', 'Solo')
    await press('Space')
    await tabTo('radio', 'Single bed')
    await press('Space')
    await tabTo('button', 'Next')
    await press('Enter')
    await expectStep(page, 3)
    await tabTo('button', "I don't know yet")
    await press('Space')
    await expectStep(page, 4)
    await tabTo('button', 'Next')
    await press('Enter')
    await expectStep(page, 5)
    await tabTo('button', 'Country highlights')
    await press('Space')
    await expectStep(page, 6)
    await tabTo('checkbox', 'Natural landscapes')
    await press('Space')
    await tabTo('button', 'Next')
    await press('Enter')
    await expectStep(page, 7)
    await tabTo('button', /^Fast/)
    await press('Space')
    await expectStep(page, 8)
    await tabTo('button', /^Premium/)
    await press('Space')
    await expectStep(page, 9)
    await tabTo('checkbox', /^None/)
    await press('Space')
    await tabTo('button', 'Next')
    await press('Enter')
    await expectStep(page, 10)
    await tabTo('textbox', 'tell us more about your desired tour')
    await page.keyboard.type('Trams and custard tarts')
    // Tab leaves the editor.
    await tabTo('button', 'Next')
    await press('Enter')
    await expectStep(page, 11)
    await tabTo('button', 'Next')
    await press('Enter')
    await expectStep(page, 12)
    await tabTo('button', 'Next')
    await press('Enter')
    await expectStep(page, 13)
    await tabTo('textbox', /^Name/)
    await page.keyboard.type('Kim Keys')
    await tabTo('textbox', /^Phone/)
    await page.keyboard.type('0400 333 444')
    await tabTo('textbox', 'Email (optional)')
    await page.keyboard.type(email)
    await tabTo('button', 'get a free quote')
    await press('Enter')
    await expect(page.getByRole('heading', { name: 'Thank you, Kim Keys!' })).toBeVisible()
    const [request] = await requestsWhere(TARGET, bodyWithEmail(email))
    expect(request!.body).toMatchObject({
      country: ['Portugal'],
      desiredTour: '<p>Trams and custard tarts</p>',
    })
  })

  test('keeps every answer while our route cannot be reached, then sends once when it can', async ({
    page,
  }) => {
    const email = uniqueEmail('offline')
    await startSoloTrip(page, 'Peru', 'Double bed')
    await page.getByRole('button', { name: "I don't know yet" }).click()
    await next(page)
    await answerFocusToBudget(page)
    await page.getByLabel('Name').fill('Olive Offline')
    await page.getByLabel('Phone').fill('0400 444 555')
    await page.getByLabel('Email (optional)').fill(email)

    await page.route('**/api/tailorMade', (route) => route.abort('connectionrefused'))
    await page.getByRole('button', { name: 'get a free quote' }).click()
    await expect(page.getByText(/could not reach our server/)).toHaveAttribute('role', 'alert')
    await expect(page.getByLabel('Name')).toHaveValue('Olive Offline')
    await expect(page.getByRole('region', { name: 'Your answers' })).toContainText('Peru')
    expect(
      (await sandboxRequests(TARGET)).filter((request) => request.body && bodyWithEmail(email)(request.body)),
    ).toEqual([])

    await page.unroute('**/api/tailorMade')
    // It sends again by itself.
    await expect(page.getByRole('heading', { name: 'Thank you, Olive Offline!' })).toBeVisible({
      timeout: 20_000,
    })
    const requests = await requestsWhere(TARGET, bodyWithEmail(email))
    expect(requests).toHaveLength(1)
    expect(requests[0]!.body).toMatchObject({
      country: ['Peru'],
      destinationFocus: 'adventure',
      interesting: ['Water Sports'],
    })
    // Only one delivery, for good: what was stored is settled, so the outbox sends nothing more.
    await expect.poll(() => settled(email)).toBe(true)
    expect(storedWith(email)).toHaveLength(1)
    expect(
      (await sandboxRequests(TARGET)).filter(
        (request) => request.body && bodyWithEmail(email)(request.body) && !request.replayed,
      ),
    ).toHaveLength(1)
  })
  test('keeps no contact details in the browser: after a reload they are asked again', async ({ page }) => {
    await startSoloTrip(page, 'Japan')
    await page.getByRole('button', { name: "I don't know yet" }).click()
    await next(page)
    await answerFocusToBudget(page)
    await expect(page.getByText(/not your contact details, are kept in this browser/)).toBeVisible()
    const details = { name: 'Pat Private', phone: '0400 987 654', email: uniqueEmail('private') }
    await page.getByLabel('Name').fill(details.name)
    await page.getByLabel('Phone').fill(details.phone)
    await page.getByLabel('Email (optional)').fill(details.email)

    await page.reload()
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }))
    expect(stored).toContain('Japan')
    for (const detail of Object.values(details)) expect(stored).not.toContain(detail)
    const offer = page.getByRole('region', { name: 'Welcome back' })
    await expect(offer).toContainText('Japan')
    await expect(offer).toContainText("I don't know yet")
    await offer.getByRole('button', { name: 'continue where you left off' }).click()
    await expectStep(page, 13)
    await expect(page.getByLabel('Name')).toHaveValue('')
    await expect(page.getByLabel('Phone')).toHaveValue('')
    await expect(page.getByLabel('Email (optional)')).toHaveValue('')
  })

  test('a country the warehouse has no places for still takes a place typed, and the back office gets it', async ({
    page,
  }) => {
    const email = uniqueEmail('iceland')
    await startSoloTrip(page, 'Iceland')
    await page.getByRole('button', { name: "I don't know yet" }).click()
    await expectStep(page, 4)
    await expect(page.getByRole('status')).toHaveText(/no places to suggest/)
    await page.getByRole('button', { name: 'Add a place' }).click()
    await page.keyboard.type('Reykjavik')
    await page.getByLabel('Nights').fill('3')
    await expectNoAxeViolations(page)
    await next(page)
    await answerFocusToBudget(page)
    await expect(page.getByRole('region', { name: 'Your answers' })).toContainText('Reykjavik (3 nights)')
    await sendAs(page, 'Ice Traveller', email)

    const [request] = await requestsWhere(TARGET, bodyWithEmail(email))
    expect(request!.body).toMatchObject({
      country: ['Iceland'],
      travelDate: expect.objectContaining({ locationsAsArray: ['Reykjavik'] }),
      otherLocationVisit: [{ location: 'Reykjavik', numberNights: 3, note: '' }],
    })
  })

  test('a switch from dates set to flexible dates sends no place of the dates set', async ({ page }) => {
    const email = uniqueEmail('flexible')
    const month = monthFromNow(4)
    await startSoloTrip(page, 'Italy')
    await page.getByRole('button', { name: 'I have dates set' }).click()
    await fillDatesSet(page, {
      arrivingIn: 'Rome',
      arrival: inDays(30),
      leavingFrom: 'Milan',
      departure: inDays(40),
    })
    await page.getByLabel('Your dates').selectOption('FLEXIBLE_DATES')
    await page.getByLabel('How many days?').fill('12')
    await page.getByLabel('Month of arrival').selectOption(month)
    await next(page)
    await expectStep(page, 4)
    await next(page)
    await answerFocusToBudget(page)
    const summary = page.getByRole('region', { name: 'Your answers' })
    await expect(summary).toContainText('12 days')
    await expect(summary).not.toContainText('Rome')
    await expect(summary).not.toContainText('Milan')
    await sendAs(page, 'Flex Ible', email)

    const [request] = await requestsWhere(TARGET, bodyWithEmail(email))
    expect(request!.body!['travelDate']).toEqual({
      type: 'FLEXIBLE_DATES',
      duration: 12,
      arriveLocation: '',
      departLocation: '',
      arriveDate: `${month}-01`,
      departDate: month,
      locationsAsArray: [],
    })
  })

  test('a page built while the warehouse failed gets its countries at run time', async ({
    page,
    request,
  }) => {
    // tours-nz's copy of the page (no other test opens it) is built again while the warehouse
    // fails its countries call, then visited with the warehouse answering.
    await failNextFor('warehouse.countries', 1, 'WFT-NZ')
    const rebuilt = await sendWebhook(request, {
      _id: 'e2e-tailor-made',
      _type: 'page',
      brand: 'tours',
      slug: 'tailor-made',
    })
    expect(rebuilt.status()).toBe(200)
    const failed = (await sandboxRequests('warehouse.countries')).filter(
      (call) => call.headers['company-code'] === 'WFT-NZ' && call.status === 503,
    )
    expect(failed).toHaveLength(1)

    const response = await page.goto(siteUrl('tours-nz', '/tailor-made'))
    // The page as rebuilt: no countries in its HTML, which says they are being found.
    expect(await response!.text()).toContain('Finding the countries we travel to')
    await expect(page.getByRole('checkbox', { name: 'Vietnam' })).toBeVisible()
    await expect(page.getByText(/could not load the countries/)).toHaveCount(0)
    await page.getByRole('checkbox', { name: 'Vietnam' }).check()
    await next(page)
    await expectStep(page, 2)
  })
})
