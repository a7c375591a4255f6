// `npm run lint` is the guard of docs/architecture.md ("Lint"): these probes show that it fails on
// each kind of finding the conventions forbid, and passes on the same code written the allowed way.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` as if it were the file at `file` (repository-relative). */
async function findings(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

// The first probe that imports app/ walks the client's whole import graph for the cycle rule: 5–12 s
// on a shared, loaded two-core machine (more under a load of 20), past vitest's default 5 s.
describe('ESLint: import boundaries', { timeout: 120_000 }, () => {
  it('refuses a feature importing another feature, and allows its own files and lib/', async () => {
    expect(
      await findings('client/src/features/recruits/probe.ts', "export { fetchRequests } from '../onboarding/api/requests';\n"),
    ).toContain('import-x/no-restricted-paths');
    expect(await findings('client/src/features/recruits/probe.ts', "export { api } from '@client/lib/api';\n")).toEqual([]);
  });

  it('refuses a client or shared import made only for its side effects, and allows a stylesheet', async () => {
    expect(await findings('client/src/lib/probe.ts', "import './query-client';\n")).toContain('import-x/no-unassigned-import');
    expect(await findings('shared/domain/probe.ts', "import './roles.ts';\n")).toContain('import-x/no-unassigned-import');
    expect(await findings('client/src/probe.ts', "import './styles.css';\n")).toEqual([]);
  });

  it('refuses a feature importing app/', async () => {
    expect(await findings('client/src/features/recruits/probe.ts', "export { paths } from '../../app/router';\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses lib/ or components/ importing a feature, and server/ importing client/', async () => {
    expect(await findings('client/src/lib/probe.ts', "export { fetchRequests } from '../features/onboarding/api/requests';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await findings('client/src/components/probe.ts', "export * from '@client/features/recruits/api/recruits';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await findings('server/src/lib/probe.ts', "export { api } from '../../../client/src/lib/api';\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses an import cycle', async () => {
    const linter = new ESLint({ cwd: root, ignore: false });
    const [result] = await linter.lintFiles([path.join(root, 'tests/fixtures/lint/cycle-a.ts')]);
    expect(result?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });
});

describe('ESLint: requests live in named hooks', { timeout: 120_000 }, () => {
  it("refuses the query library's hooks, the fetcher and the cache in pages and components, and allows them in api/", async () => {
    const useQueryProbe = "import { useQuery } from '@tanstack/react-query';\nexport const probe = useQuery;\n";
    const fetcherProbe = "import { api } from '@client/lib/api';\nexport const probe = api;\n";
    const cacheProbe = "import { queryClient } from '@client/lib/query-client';\nexport const probe = queryClient;\n";
    for (const file of [
      'client/src/features/recruits/pages/probe.tsx',
      'client/src/features/recruits/components/probe.tsx',
      'client/src/components/probe.tsx',
    ]) {
      for (const code of [useQueryProbe, fetcherProbe, cacheProbe])
        expect(await findings(file, code), `${file}: ${code}`).toContain('no-restricted-imports');
    }
    // What a component may take from the same modules: types and error helpers.
    expect(
      await findings(
        'client/src/features/recruits/components/probe.tsx',
        "import { ApiError } from '@client/lib/api';\nexport const probe = ApiError;\n",
      ),
    ).toEqual([]);
    for (const code of [useQueryProbe, fetcherProbe, cacheProbe])
      expect(await findings('client/src/features/recruits/api/probe.ts', code)).toEqual([]);
  });
});

describe('ESLint: React hook rules', () => {
  const component = (body: string) =>
    `import { useEffect, useState } from 'react';\nexport function Probe({ value }: { value: number }) {\n${body}\n  return <p>{shown}</p>;\n}\n`;

  it('refuses a state update inside an effect, and accepts the value derived in render', async () => {
    const inEffect = component('  const [shown, setShown] = useState(0);\n  useEffect(() => {\n    setShown(value * 2);\n  }, [value]);');
    expect(await findings('client/src/features/recruits/probe.tsx', inEffect)).toContain('react-hooks/set-state-in-effect');
    const derived = component('  const shown = value * 2;\n  useEffect(() => {}, []);\n  useState(0);');
    expect(await findings('client/src/features/recruits/probe.tsx', derived)).toEqual([]);
  });
});

describe('Biome: formatting', () => {
  /** Biome's verdict on `code` written as a file of the client (removed afterwards). */
  function biomeCheck(code: string): { status: number | null; output: string } {
    const file = path.join(root, `client/src/lint-probe-${randomUUID()}.ts`);
    writeFileSync(file, code);
    try {
      const run = spawnSync(path.join(root, 'node_modules/.bin/biome'), ['check', file], { cwd: root, encoding: 'utf8' });
      return { status: run.status, output: run.stdout + run.stderr };
    } finally {
      rmSync(file, { force: true });
    }
  }

  it('fails a misformatted file and passes it once formatted', () => {
    const misformatted = biomeCheck('export const probe = {a:1,   b:"two"}\n');
    expect(misformatted.status).not.toBe(0);
    expect(misformatted.output).toMatch(/format/i);
    expect(biomeCheck("export const probe = { a: 1, b: 'two' };\n").status).toBe(0);
  });
});
