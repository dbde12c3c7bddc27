// Zones inside every front-end package (CONVENTIONS.md › Zones inside a package too), in the style
// of bulletproof-react's `import/no-restricted-paths`: a feature never imports another feature,
// the shared folders (components, lib) import no feature and no app layer, and a feature does not
// reach back up into the app layer that composes it. Generated per package from its folders, so a
// new feature folder is zoned the day it is created.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importX } from 'eslint-plugin-import-x';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The shell, every remote and the back office: the packages whose sources are cut into features. */
export const frontPackages = fs
  .readdirSync(root, { withFileTypes: true })
  .filter(
    (e) =>
      e.isDirectory() &&
      (e.name === 'shell' || e.name === 'backoffice' || e.name.startsWith('remote-')),
  )
  .map((e) => e.name)
  .filter((pkg) => fs.existsSync(path.join(root, pkg, 'src', 'features')))
  .sort();

const testFiles = ['**/*.test.{ts,tsx}', '**/src/test/**'];

/** The folders of one package's features (`src/features/<x>`). */
export function featuresOf(pkg) {
  return fs
    .readdirSync(path.join(root, pkg, 'src', 'features'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

/**
 * The zones of one package. `withApp`: also keep features and shared folders out of the app
 * layer (`src/app`, or a remote's `src/module.ts`); a test may build the real store from it.
 */
export function zonesOf(pkg, { withApp = true } = {}) {
  const src = `${pkg}/src`;
  const app = [`${src}/app`, `${src}/module.ts`].filter((p) => fs.existsSync(path.join(root, p)));
  const shared = [`${src}/components`, `${src}/lib`];
  const zones = featuresOf(pkg).map((feature) => ({
    target: `${src}/features/${feature}`,
    from: `${src}/features`,
    except: [`./${feature}`],
    message: `features/${feature} imports no other feature: move what both need into src/components or src/lib, or talk through a store action or event.`,
  }));
  zones.push({
    target: shared,
    from: `${src}/features`,
    message: 'src/components and src/lib are shared: they import no feature.',
  });
  if (withApp && app.length > 0) {
    zones.push({
      target: [`${src}/features`, ...shared],
      from: app,
      message:
        'The app layer composes the features (routes, store, chrome); features and shared folders never import it back.',
    });
  }
  return zones;
}

function rule(zones) {
  return ['error', { basePath: root, zones }];
}

/** Flat-config entries: every package's sources, then its tests (which may use the app's store). */
export const frontZones = frontPackages.flatMap((pkg) => [
  {
    name: `front-zones/${pkg}`,
    files: [`${pkg}/src/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': rule(zonesOf(pkg)) },
  },
  {
    name: `front-zones/${pkg}/tests`,
    files: testFiles.map((t) => [`${pkg}/src/**/*.{ts,tsx}`, t]),
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': rule(zonesOf(pkg, { withApp: false })) },
  },
]);

export default frontZones;
