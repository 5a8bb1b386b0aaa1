import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function restrictedImports(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the one-way layer rule (ui ← web → domain → contracts ← api)', () => {
  it.each([
    ['packages/ui/src/Probe.tsx', "import { RootStore } from '@planmywalk/domain';"],
    ['packages/ui/src/Probe.tsx', "import { observer } from 'mobx-react-lite';"],
    ['packages/ui/src/Probe.tsx', "import { Link } from 'react-router';"],
    ['packages/domain/src/Probe.ts', "import { Button } from '@planmywalk/ui';"],
    ['packages/domain/src/Probe.ts', "import { useState } from 'react';"],
    ['packages/contracts/src/Probe.ts', "import { RootStore } from '@planmywalk/domain';"],
    ['apps/api/src/Probe.ts', "import { RootStore } from '@planmywalk/domain';"],
    ['apps/web/src/Probe.ts', "import { buildServer } from '../../api/src/server.ts';"],
  ])('rejects %s importing across the rule: %s', async (file, source) => {
    expect(await restrictedImports(file, `${source}\nexport {};\n`)).not.toEqual([]);
  });

  it.each([
    ['apps/web/src/Probe.ts', "import { Button } from '@planmywalk/ui';"],
    ['apps/web/src/Probe.ts', "import { RootStore } from '@planmywalk/domain';"],
    ['packages/domain/src/Probe.ts', "import type { AppConfig } from '@planmywalk/contracts';"],
    ['apps/api/src/Probe.ts', "import type { AppConfig } from '@planmywalk/contracts';"],
  ])('allows %s: %s', async (file, source) => {
    expect(await restrictedImports(file, `${source}\nexport {};\n`)).toEqual([]);
  });
});

describe('the one-way layers inside apps/api (routes → commands → model → db)', () => {
  it.each([
    ['apps/api/src/commands/plans/Probe.ts', "import { readPlan } from '../../routes/plans/plans.routes.ts';"],
    ['apps/api/src/notifications/Probe.ts', "import { planRoutes } from '../routes/plans/plans.routes.ts';"],
    ['apps/api/src/plans/Probe.ts', "import { createPlan } from '../commands/plans/createPlan.ts';"],
    ['apps/api/src/email/Probe.ts', "import type { ParsedPlan } from '../commands/plans/planInput.ts';"],
    ['apps/api/src/db/Probe.ts', "import { userRoutes } from '../routes/user/user.routes.ts';"],
    // The package rule still holds beside the inner one.
    ['apps/api/src/plans/Probe.ts', "import { RootStore } from '@planmywalk/domain';"],
  ])('rejects %s: %s', async (file, source) => {
    expect(await restrictedImports(file, `${source}\nexport {};\n`)).not.toEqual([]);
  });

  it.each([
    ['apps/api/src/server.ts', "import { planRoutes } from './routes/plans/plans.routes.ts';"],
    ['apps/api/src/routes/plans/Probe.ts', "import { createPlan } from '../../commands/plans/createPlan.ts';"],
    ['apps/api/src/commands/plans/Probe.ts', "import { readPlan } from '../../plans/plans.read.ts';"],
    ['apps/api/src/notifications/Probe.ts', "import { readPlan } from '../plans/plans.read.ts';"],
    ['apps/api/src/routes/plans/Probe.test.ts', "import { openTestServer } from '../../testing/test-server.ts';"],
  ])('allows %s: %s', async (file, source) => {
    expect(await restrictedImports(file, `${source}\nexport {};\n`)).toEqual([]);
  });
});
