/** Contact us and the footer: the quote form, the newsletter box, the map and the chat button. */
import { expect, test } from './support/test';
import { logInViaApi, makeAdmin, registerUser } from './support/accounts';
import { holdScripts, hydrated } from './support/hydration';
import { WIDGET_WORDS } from '../../site/i18n/widgets';

test.describe('contact and footer', () => {
  test('the quote form stores a request and thanks the shopper', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page.getByText('We will get back to you in 24 hours')).toBeVisible();
    const form = page.getByRole('region', { name: 'Get a quote' });
    const marker = `Quote ${Date.now()}`;
    await form.getByLabel('First name').fill('Sana');
    await form.getByLabel('Last name').fill(marker);
    await form.getByLabel('Email').fill('sana@example.pk');
    await form.getByLabel('Phone number').fill('0321-7654321');
    await form.getByLabel('Message').fill('Sana here: 20 tester kits for an office Eid party, please.');

    await form.getByLabel('Phone number').fill('12345');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByText('Please enter a valid 11-digit phone number')).toBeVisible();

    await form.getByLabel('Phone number').fill('+92 321 7654321');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByText('Thank you! We will get back to you in 24 hours.')).toBeVisible();
    await expect(form.getByLabel('Last name')).toHaveValue('');

    const admin = await registerUser(page);
    await makeAdmin(admin);
    const token = await logInViaApi(page, admin);
    const list = await (
      await page.request.get('/api/quotes', { headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(list.quotes[0]).toMatchObject({
      firstName: 'Sana',
      lastName: marker,
      phone: '03217654321',
      email: 'sana@example.pk',
    });
  });

  test('a send with fields left empty names each of them, in the page language, and sends nothing', async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/quotes')) sent.push(request.url());
    });
    for (const [path, region, send, required] of [
      [
        '/contact-us',
        'Get a quote',
        'Send request',
        ['First name is required', 'Email is required', 'Message is required'],
      ],
      ['/ur/contact-us', 'قیمت پوچھیں', 'درخواست بھیجیں', ['نام ضروری ہے۔', 'ای میل ضروری ہے۔', 'پیغام ضروری ہے۔']],
    ] as const) {
      await page.goto(path);
      const form = page.getByRole('region', { name: region });
      // As a shopper starts: into the form, then Send with nothing typed.
      await form.getByRole('textbox').first().click();
      await form.getByRole('button', { name: send }).click();
      for (const problem of required) await expect(form.getByText(problem, { exact: true })).toBeVisible();
      await expect(form.locator('[aria-invalid="true"]')).toHaveCount(5);
      await expect(form.getByRole('textbox').first()).toBeFocused();
    }
    expect(sent).toEqual([]);
  });

  test('the quote form fetches its script only once reached, and a send made before it arrives is sent', async ({
    page,
  }) => {
    await page.goto('/contact-us', { waitUntil: 'networkidle' });
    const arrive = await holdScripts(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) asked.push(request.url());
    });
    const form = page.getByRole('region', { name: 'Get a quote' });
    await form.getByLabel('First name').fill('Sana');
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    await form.getByLabel('Last name').fill(`Early ${Date.now()}`);
    await form.getByLabel('Email').fill('sana@example.pk');
    await form.getByLabel('Phone number').fill('0321-7654321');
    await form.getByLabel('Message').fill('Sent before the form had its script.');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    arrive();
    await expect(form.getByText('Thank you! We will get back to you in 24 hours.')).toBeVisible();
  });

  test('a send made before the page has run any script stays on the page and is made once the script arrives', async ({
    page,
  }) => {
    const arrive = await holdScripts(page);
    await page.goto('/contact-us', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('region', { name: 'Get a quote' });
    await form.getByLabel('First name').fill('Sana');
    await form.getByRole('button', { name: 'Send request' }).click();
    // The browser's own send would have reloaded the page with the fields in its address.
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(form.getByLabel('First name')).toHaveValue('Sana');
    arrive();
    await expect(form.getByText('Email is required', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/contact-us$/);
  });

  test('a field the browser fills, with no pointer or focus on the form, fetches its script too', async ({ page }) => {
    await page.goto('/contact-us', { waitUntil: 'networkidle' });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) asked.push(request.url());
    });
    // As an autofill does: the value set and a change sent, the form never pointed at nor focused.
    await page
      .getByRole('region', { name: 'Get a quote' })
      .getByLabel('Email')
      .evaluate((field: HTMLInputElement) => {
        field.value = 'sana@example.pk';
        field.dispatchEvent(new Event('change', { bubbles: true }));
      });
    await expect.poll(() => asked.length).toBeGreaterThan(0);
  });

  test('a send whose script cannot be fetched says so, and the next send goes', async ({ page }) => {
    await page.goto('/contact-us', { waitUntil: 'networkidle' });
    await page.route('**/_astro/*.js', (route) => route.abort('internetdisconnected'));
    const form = page.getByRole('region', { name: 'Get a quote' });
    await form.getByLabel('First name').fill('Sana');
    await form.getByLabel('Last name').fill(`Dropped ${Date.now()}`);
    await form.getByLabel('Email').fill('sana@example.pk');
    await form.getByLabel('Phone number').fill('0321-7654321');
    await form.getByLabel('Message').fill('Sent while the link dropped.');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByText('Sorry, your request could not be sent. Please try again or call us.')).toBeVisible();
    await expect(form.getByLabel('Message')).toHaveValue('Sent while the link dropped.');
    await page.unroute('**/_astro/*.js');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByText('Thank you! We will get back to you in 24 hours.')).toBeVisible();
  });

  test('the newsletter refuses a bad email and thanks a good one', async ({ page }) => {
    await page.goto('/about-us');
    const box = page.getByRole('contentinfo').getByRole('region', { name: 'Newsletter' });
    // The box hydrates when the shopper reaches for it: its field taking the focus.
    await box.getByLabel('Email address').focus();
    await hydrated(page, 'NewsletterForm');
    await box.getByLabel('Email address').fill('not-an-email');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByText('Please enter a valid email')).toBeVisible();
    await box.getByLabel('Email address').fill(`reader-${Date.now()}@example.pk`);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByText(/Thank you for subscribing/)).toBeVisible();
  });

  test('the Urdu newsletter box refuses an empty and a bad email in Urdu', async ({ page }) => {
    await page.goto('/ur/about-us');
    const box = page.getByRole('contentinfo').getByRole('region', { name: 'نیوز لیٹر' });
    const email = box.getByLabel(WIDGET_WORDS.ur.newsletter.email);
    await email.focus();
    await hydrated(page, 'NewsletterForm');
    const subscribe = box.getByRole('button', { name: WIDGET_WORDS.ur.newsletter.subscribe });
    await subscribe.click();
    await expect(box.getByText(`${WIDGET_WORDS.ur.newsletter.email} ضروری ہے۔`)).toBeVisible();
    await email.fill('x@');
    await subscribe.click();
    await expect(box.getByText('براہِ کرم درست ای میل ایڈریس لکھیں۔')).toBeVisible();
    await expect(box.getByText(/Email|email/)).toHaveCount(0);
  });

  test('the map loads only when asked, and the chat button opens WhatsApp to the shop', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show map' }).click();
    await expect(page.locator('iframe[title="Map showing our shop"]')).toHaveAttribute(
      'src',
      /google\.com\/maps.*output=embed/,
    );
    const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/923001234567\?text=/);
  });
});
