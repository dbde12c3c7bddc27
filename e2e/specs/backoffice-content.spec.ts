import type { Page } from '@playwright/test';
import { expect, test, uniqueId } from '../support';
import { createStaff, logInStaff, newStaffPage, ownerPage, staffCsrfOf } from '../support/staff';

// The back office's content desk (the back office › how it is proven): a content editor the owner
// created changes a slide's title on the Slides screen, and the player site shows the new slide
// at its next load — no rebuild, no cache to wait for (cms/sliderlist is read from the database
// on every load; nothing between caches it). Through nginx, the back office in Turkish (its
// default), the player site in Turkish. The same for a text override (cms/translationlist, which
// the site applies over its own texts at start-up).

// staff/me before login answers 401, which Chromium logs as a failed load.
test.use({ allowedConsoleErrors: [/status of 401/] });

/** The home page's carousel: a picture's text alternative is its slide's title. */
const homePicture = (page: Page, title: string) =>
  page.locator('.banner-carousel[data-slug="home"]').locator(`img[alt="${title}"]`);

test("a content editor changes a slide's title and the site shows it without a rebuild", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const owner = await ownerPage(browser, baseURL);
  const editor = await createStaff(owner, 'content');
  const staff = await newStaffPage(browser, baseURL);
  await logInStaff(staff, editor.email, editor.password);
  await expect(staff.getByTestId('bo-who')).toContainText(editor.name);
  await staff
    .getByRole('navigation', { name: 'Ana menü' })
    .getByRole('link', { name: 'Slaytlar' })
    .click();
  await expect(staff).toHaveURL(/\/backoffice\/content\/slides$/);

  // The site as it is: the seeded third slide of home, named by its title.
  const seeded = 'Haftanın Slotları';
  await page.goto('/');
  await expect(homePicture(page, seeded)).toHaveCount(1);

  const slide = staff.getByRole('button', { name: new RegExp(seeded) });
  await slide.click();
  const title = staff
    .getByRole('group', { name: 'Türkçe' })
    .getByRole('textbox', { name: 'Başlık' });
  await expect(title).toHaveValue(seeded);
  const changed = `Haftanın Slotları ${uniqueId(4)}`;
  await title.fill(changed);
  // The preview follows the form, in both languages.
  await expect(
    staff.getByTestId('bo-slide-preview-tr').getByRole('img', { name: changed }),
  ).toBeVisible();
  await expect(
    staff.getByTestId('bo-slide-preview-en').getByRole('img', { name: 'Slots of the Week' }),
  ).toBeVisible();
  await staff.getByRole('button', { name: 'Kaydet' }).click();
  await expect(staff.getByText(/^Slayt #\d+ kaydedildi$/)).toBeVisible();
  await expect(staff.getByRole('button', { name: new RegExp(changed) })).toBeVisible();

  // The player's next load shows it: the same build, a reload.
  await page.reload();
  await expect(homePicture(page, changed)).toHaveCount(1);
  await expect(homePicture(page, seeded)).toHaveCount(0);

  // A title with markup is refused by the form, which does not submit it.
  await title.fill('<b>Bonus</b>');
  await title.blur();
  await expect(title).toHaveAccessibleDescription('Düz metin olmalıdır (HTML içeremez)');
  await expect(staff.getByRole('button', { name: 'Kaydet' })).toBeDisabled();

  // Put the seeded title back for the other journeys (the api, with the editor's session).
  const list = await staff.request.get('/api/admin/slides?slug=home');
  const slides = ((await list.json()) as { data: { id: number; texts: unknown }[] }).data;
  const stored = slides.find((s) => JSON.stringify(s.texts).includes(changed));
  expect(stored, 'the changed slide').toBeDefined();
  const { id, slug, sort, url, target, status, texts } = stored as unknown as {
    id: number;
    slug: string;
    sort: number;
    url: string;
    target: string;
    status: boolean;
    texts: Record<'tr' | 'en', { images: string[] }>;
  };
  const put = await staff.request.post('/api/admin/slide', {
    headers: { 'x-csrf-token': await staffCsrfOf(staff.context()) },
    data: {
      id,
      slug,
      sort,
      url,
      target,
      status,
      images: { tr: texts.tr.images, en: texts.en.images },
      titles: { tr: seeded },
    },
  });
  expect(put.status(), await put.text()).toBe(200);
  await page.reload();
  await expect(homePicture(page, seeded)).toHaveCount(1);
  await owner.context().close();
  await staff.context().close();
});

test('a content editor overrides a text of the site and the site uses it at its next load', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const owner = await ownerPage(browser, baseURL);
  const editor = await createStaff(owner, 'content');
  const staff = await newStaffPage(browser, baseURL);
  await logInStaff(staff, editor.email, editor.password);
  await staff
    .getByRole('navigation', { name: 'Ana menü' })
    .getByRole('link', { name: 'Çeviri düzeltmeleri' })
    .click();

  // The footer's social list, named by a text no other journey reads (its accessible name).
  await page.goto('/');
  const social = (name: string) => page.locator('footer').getByRole('list', { name });
  await expect(social('Sosyal medya')).toHaveCount(1);

  const changed = `Sosyal hesaplarımız ${uniqueId(4)}`;
  await staff.getByRole('button', { name: 'Yeni düzeltme' }).click();
  await staff.getByRole('textbox', { name: 'Metin anahtarı' }).fill('chrome.footer.social');
  await expect(staff.getByTestId('bo-tr-preview-en')).toHaveText(/Social media/);
  await staff.getByRole('textbox', { name: 'Türkçe metin (boş: hazır metin)' }).fill(changed);
  await expect(staff.getByTestId('bo-tr-preview-tr')).toContainText(changed);
  await staff.getByRole('button', { name: 'Kaydet' }).click();
  await expect(staff.getByText('chrome.footer.social kaydedildi')).toBeVisible();

  await page.reload();
  await expect(social(changed)).toHaveCount(1);

  // Cleared: the built-in text again.
  await staff.getByRole('textbox', { name: 'Türkçe metin (boş: hazır metin)' }).fill('');
  await staff.getByRole('button', { name: 'Kaydet' }).click();
  await expect(staff.getByRole('button', { name: /chrome\.footer\.social/ })).toHaveCount(0);
  await page.reload();
  await expect(social('Sosyal medya')).toHaveCount(1);
  await owner.context().close();
  await staff.context().close();
});
