import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPageList } from '@oyna/contracts';
import { renderApp, staffOf } from '../../test/render-app';

const list: AdminPageList = {
  categories: [
    { id: 1, name: 'Gambling' },
    { id: 2, name: 'Policies' },
  ],
  pages: [
    {
      id: 7,
      categoryId: 2,
      sort: 1,
      status: true,
      texts: {
        tr: { title: 'Gizlilik', body: '<p>Verileriniz</p>' },
        en: { title: 'Privacy', body: '<p>Your data</p>' },
      },
    },
  ],
};

const answers = () => ({
  staffMe: staffOf('owner'),
  adminPages: list,
  adminUpsertPage: (body: unknown) => ({ id: (body as { id?: number }).id ?? 8 }),
});

describe('Pages (the back office › content)', () => {
  it('lists pages by group and edits one with its preview in both languages', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/content/pages', answers());
    expect(await screen.findByText('Group: Policies')).toBeVisible();
    await user.click(screen.getByTestId('bo-page-7'));
    const english = within(screen.getByRole('group', { name: 'English' }));
    const title = english.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Privacy policy');
    const en = within(screen.getByTestId('bo-page-preview-en'));
    expect(en.getByRole('heading', { name: 'Privacy policy' })).toBeVisible();
    expect(within(screen.getByTestId('bo-page-preview-tr')).getByText('Verileriniz').tagName).toBe(
      'P',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'adminUpsertPage')?.payload).toEqual({
        id: 7,
        categoryId: 2,
        sort: 1,
        status: true,
        texts: {
          tr: { title: 'Gizlilik', body: '<p>Verileriniz</p>' },
          en: { title: 'Privacy policy', body: '<p>Your data</p>' },
        },
      }),
    );
  });

  it('adds a page only once both titles are given', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/content/pages', answers());
    await user.click(await screen.findByRole('button', { name: 'New page' }));
    const add = screen.getByRole('button', { name: 'Add the page' });
    expect(add).toBeDisabled();
    await user.type(
      within(screen.getByRole('group', { name: 'Turkish' })).getByRole('textbox', {
        name: 'Title',
      }),
      'Kurallar',
    );
    expect(add).toBeDisabled();
    await user.type(
      within(screen.getByRole('group', { name: 'English' })).getByRole('textbox', {
        name: 'Title',
      }),
      'Rules',
    );
    await user.click(add);
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'adminUpsertPage')?.payload).toMatchObject({
        categoryId: 1,
        texts: { tr: { title: 'Kurallar' }, en: { title: 'Rules' } },
      }),
    );
    expect(await screen.findByText('Page #8 saved')).toBeInTheDocument();
  });
});
