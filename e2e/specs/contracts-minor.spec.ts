import { CONTRACTS_VERSION } from '@oyna/contracts';
import { expect, test } from '../support';
import { withPrivateEdge } from '../support/private-edge';
import { buildRemoteVariant } from '../support/remote-variant';

// docs/decisions/004: @oyna/contracts is shared, not a singleton, with requiredVersion
// ^<built version>. A remote built against a newer minor than the shell's runs the copy in its
// own bundle, so what the newer minor added is there; as a singleton it would silently get the
// shell's older copy (its new exports undefined, a console warning only).
const running = CONTRACTS_VERSION;
const [major = 0, minor = 0] = running.split('.').map(Number);
const nextMinor = `${major}.${minor + 1}.0`;

interface ShareEntry {
  from: string;
  useIn?: string[];
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
});

test(`a remote built against contracts ${nextMinor} runs its own copy beside a shell on ${running}`, async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await withPrivateEdge(
    { name: 'minor-edge', own: ['remote-casino'], apiVia: String(baseURL) },
    async (edge) => {
      // The casino team builds against the newer contracts and uses an export only it has, next
      // to a store hook of that same copy (react-redux itself stays the page's one singleton).
      const variant = buildRemoteVariant({
        remote: 'casino',
        name: 'casino-next-minor',
        contracts: {
          version: nextMinor,
          edit: (edit) =>
            edit(
              'index.ts',
              (t) => `${t}export const NEW_IN_NEXT_MINOR = 'new in ${nextMinor}';\n`,
            ),
        },
        edit: (edit) =>
          edit('features/lobby/lobby-page.tsx', (t) =>
            t
              .replace(
                'import { routeTitleKey,',
                'import { NEW_IN_NEXT_MINOR, selectLocale, useAppSelector, routeTitleKey,',
              )
              .replace('  return (', '  const locale = useAppSelector(selectLocale);\n  return (')
              .replace(
                '    </section>',
                '      <p data-testid="contracts-probe">{NEW_IN_NEXT_MINOR} · {locale}</p>\n    </section>',
              ),
          ),
      });
      edge.deploy('remote-casino', variant);

      await page.goto(`${edge.url}/casino/slot`);
      await expect(page.getByTestId('contracts-probe')).toHaveText(`new in ${nextMinor} · en`);
      await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();

      const contracts = await page.evaluate(() => {
        const share = (
          window as unknown as {
            __FEDERATION__: { __SHARE__: Record<string, { default?: Record<string, unknown> }> };
          }
        ).__FEDERATION__.__SHARE__;
        const scope = Object.entries(share).find(([host]) => host.startsWith('oyna_shell'))?.[1];
        return (scope?.default?.['@oyna/contracts'] ?? {}) as Record<string, ShareEntry>;
      });
      expect(contracts[running]?.from).toBe('oyna_shell');
      expect(contracts[running]?.useIn).not.toContain('oyna_casino');
      expect(contracts[nextMinor]?.from).toBe('oyna_casino');
      expect(contracts[nextMinor]?.useIn).toContain('oyna_casino');

      // A remote built against the shell's version beside them keeps working (it takes a loaded
      // copy its range accepts).
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Sports', exact: true })
        .click();
      await expect(page.getByTestId('sports-page')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    },
  );
});
