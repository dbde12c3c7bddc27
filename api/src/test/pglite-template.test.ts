import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadTestEnvironment } from '../config';
import { copyPgliteTemplate, PGLITE_TEMPLATE_VAR } from './pglite-template';

describe('the PGlite template', () => {
  const made: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oyna-template-test-'));
    made.push(dir);
    return dir;
  };
  afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it("copies the run's cluster into a test file's data directory", () => {
    const template = tempDir();
    fs.writeFileSync(path.join(template, 'PG_VERSION'), '17\n');
    fs.mkdirSync(path.join(template, 'base', '1'), { recursive: true });
    fs.writeFileSync(path.join(template, 'base', '1', 'page'), 'x');
    const dataDir = tempDir();
    expect(
      copyPgliteTemplate(dataDir, loadTestEnvironment({ [PGLITE_TEMPLATE_VAR]: template })),
    ).toBe(true);
    expect(fs.readFileSync(path.join(dataDir, 'base', '1', 'page'), 'utf8')).toBe('x');
  });

  it('leaves the directory empty without a template, or with one that is not a cluster', () => {
    const dataDir = tempDir();
    expect(copyPgliteTemplate(dataDir, loadTestEnvironment({}))).toBe(false);
    expect(
      copyPgliteTemplate(dataDir, loadTestEnvironment({ [PGLITE_TEMPLATE_VAR]: tempDir() })),
    ).toBe(false);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});
