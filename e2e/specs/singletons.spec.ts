import { expect, registerPlayer, test, useStoredSession } from '../support';

// ARCHITECTURE.md › shared singletons: exactly one copy of React and one Redux store exist in the page, with every
// remote loaded. React registers each renderer (each react-dom copy) with the DevTools hook.
test('one React renderer and one store serve the shell and all four remotes', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    const renderers: unknown[] = [];
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        renderers: new Map(),
        supportsFiber: true,
        inject(renderer: unknown) {
          renderers.push(renderer);
          return renderers.length;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
    Object.defineProperty(window, '__e2eRenderers', { get: () => renderers.length });
    localStorage.setItem('lang', 'en');
  });
  await useStoredSession(page, await registerPlayer(request));
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Sports', exact: true }).click();
  await expect(page.getByTestId('sports-page')).toBeVisible();
  await menu.getByRole('link', { name: 'Slots' }).click();
  await expect(page.getByTestId('casino-page')).toBeVisible();
  await menu.getByRole('link', { name: 'Bonus Talep' }).click();
  await expect(page.getByTestId('account-page')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'breadcrumb' })
    .getByRole('link', { name: 'My Account' })
    .click();
  await page
    .getByRole('navigation', { name: 'Account menu' })
    .getByRole('link', { name: 'Deposit' })
    .click();
  await expect(page.getByTestId('payments-deposit')).toBeVisible();

  const facts = await page.evaluate(() => {
    const w = window as unknown as {
      __e2eRenderers: number;
      __OYNA_DIAGNOSTICS__: {
        storesCreated(): number;
        remotesLoaded(): string[];
        sagasRunning(): string[];
      };
    };
    return {
      renderers: w.__e2eRenderers,
      stores: w.__OYNA_DIAGNOSTICS__.storesCreated(),
      remotes: w.__OYNA_DIAGNOSTICS__.remotesLoaded().sort(),
      sagas: w.__OYNA_DIAGNOSTICS__.sagasRunning(),
    };
  });
  expect(facts.renderers).toBe(1);
  expect(facts.stores).toBe(1);
  expect(facts.remotes).toEqual(['account', 'casino', 'payments', 'sports']);
  expect(new Set(facts.sagas).size).toBe(facts.sagas.length);
});
