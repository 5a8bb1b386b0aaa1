import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem, REQUIRED_NODE_MAJOR } from './required-node.ts';

const repoFile = (name: string) => readFileSync(new URL(`../../../../${name}`, import.meta.url), 'utf8');

describe('the Node the API needs', () => {
  it('refuses an older Node with the version it needs and how to get it', () => {
    const problem = nodeVersionProblem('20.20.2');
    expect(problem).toContain('needs Node 24 or newer and this is Node 20.20.2');
    expect(problem).toContain('npm run quickstart');
    expect(nodeVersionProblem('v23.11.0')).toContain('Node 24');
  });

  it('accepts Node 24 and newer', () => {
    expect(nodeVersionProblem('24.0.0')).toBeUndefined();
    expect(nodeVersionProblem('v24.22.3')).toBeUndefined();
    expect(nodeVersionProblem('26.1.0')).toBeUndefined();
  });

  it('is the Node that this process runs on', () => {
    expect(nodeVersionProblem(process.versions.node)).toBeUndefined();
  });

  it('says the same as .node-version, .nvmrc and the workspace engines', () => {
    expect(repoFile('.node-version').trim().split('.')[0]).toBe(String(REQUIRED_NODE_MAJOR));
    expect(repoFile('.nvmrc').trim()).toBe(String(REQUIRED_NODE_MAJOR));
    const root = JSON.parse(repoFile('package.json')) as { engines: { node: string }; packageManager: string };
    expect(root.engines.node).toBe(`>=${REQUIRED_NODE_MAJOR}`);
    expect(root.packageManager).toMatch(/^pnpm@12\./);
  });
});
