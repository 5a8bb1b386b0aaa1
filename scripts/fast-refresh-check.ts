/**
 * `pnpm check:fast-refresh`: the development server (`pnpm --filter @planmywalk/web dev`)
 * applies an edit to a component in place, by React's fast refresh, without reloading
 * the page or losing what the walker typed (ADR 067). It starts Vite on a spare port,
 * opens the sign-in page in Chromium, types an email, edits the shell's skip link text
 * in apps/web/src/shell/AppShell.tsx, and checks that the new text shows, the typed
 * email is still there and the page was not reloaded; the file is put back whatever
 * happens. Prints what it found; exits non-zero when fast refresh did not hold.
 * (No API is needed: the page's calls fail quietly, the form still draws.)
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.FAST_REFRESH_PORT ?? 5199);
const edited = path.join(root, 'apps/web/src/shell/AppShell.tsx');
const BEFORE = '>Skip to content<';
const AFTER = '>Skip to the content<';

const original = readFileSync(edited, 'utf8');
if (!original.includes(BEFORE)) throw new Error(`${edited} no longer has the skip link text this check edits (${BEFORE})`);

const vite = spawn(path.join(root, 'apps/web/node_modules/.bin/vite'), ['--port', String(port), '--strictPort'], {
  cwd: path.join(root, 'apps/web'),
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
});
const stopVite = () => {
  try {
    if (vite.pid) process.kill(-vite.pid, 'SIGTERM');
  } catch {
    // Gone already.
  }
};

async function ready(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const answered = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the development server did not answer on port ${port} within 60 s`);
}

let failed = false;
try {
  await ready();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/signin`);
    const email = page.getByRole('textbox', { name: 'Email' });
    await email.fill('walker@example.nz', { timeout: 60_000 });
    // A full reload would lose this.
    await page.evaluate(() => Object.assign(window, { pmwBeforeEdit: true }));
    writeFileSync(edited, original.replace(BEFORE, AFTER));
    await page.getByText('Skip to the content').waitFor({ state: 'attached', timeout: 30_000 });
    const kept = await email.inputValue();
    const sameDocument = await page.evaluate(() => 'pmwBeforeEdit' in window);
    process.stdout.write(`edit applied: yes; typed email kept: ${kept === 'walker@example.nz' ? 'yes' : `no (${kept})`}; page reloaded: ${sameDocument ? 'no' : 'yes'}\n`);
    failed = kept !== 'walker@example.nz' || !sameDocument;
  } finally {
    await browser.close();
  }
} catch (error) {
  failed = true;
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
} finally {
  writeFileSync(edited, original);
  stopVite();
}
process.stdout.write(failed ? 'fast refresh did not hold\n' : 'fast refresh holds the page and what was typed\n');
process.exitCode = failed ? 1 : 0;
