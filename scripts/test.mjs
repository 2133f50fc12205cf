#!/usr/bin/env node
// `npm test`: every check of the repository, the quickest and likeliest failures first. Lint and
// the import and copy-paste rules run first; then Vitest runs while the type check and the
// production builds the browser journeys serve are made beside it (Vitest runs one worker, and
// its API suites spend much of their time waiting on the databases, which leaves the other core
// free); then the browser journeys, which find the builds fresh. Prints how long each step took.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const timings = [];

/** Runs `npm run <script>`; a quiet step's output is shown only when it fails. Resolves to success. */
function step(script, { quiet = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const passed = code === 0;
      timings.push(
        `${script}: ${passed ? 'passed' : `failed (${signal ?? `exit code ${code}`})`} in ${seconds} s`,
      );
      if (!passed && quiet) process.stdout.write(Buffer.concat(output));
      console.log(`\n── ${timings.at(-1)}\n`);
      resolve(passed);
    });
  });
}

function finish(passed) {
  console.log(`\n${passed ? 'All checks passed' : 'Checks failed'}:\n  ${timings.join('\n  ')}`);
  process.exit(passed ? 0 : 1);
}

for (const script of ['lint', 'check']) {
  if (!(await step(script))) finish(false);
}
// Vitest runs one worker; the type check and then the builds use the other core meanwhile.
const [unit, typedAndBuilt] = await Promise.all([
  step('test:unit'),
  step('typecheck', { quiet: true }).then((typed) => typed && step('build', { quiet: true })),
]);
if (!unit || !typedAndBuilt) finish(false);
finish(await step('test:e2e'));
