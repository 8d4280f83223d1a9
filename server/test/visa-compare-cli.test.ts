import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getVisaRequirement } from '../src/domain/visa/requirements';
import { projectRoot } from '../src/paths';

const tsx = path.join(projectRoot, 'node_modules/.bin/tsx');
const tsconfig = path.join(projectRoot, 'server/tsconfig.json');
const entry = path.join(projectRoot, 'server/src/cli/visa-compare.ts');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visa-compare-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function runVisaCompare(args: string[]) {
  const child = spawn(tsx, ['--tsconfig', tsconfig, entry, ...args], { cwd: projectRoot });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

// A made-up file: one pair that agrees with us, two that cannot (the opposite of ours).
const opposite = (category: string) =>
  category === 'visa_required' ? 'visa free' : 'visa required';
const fixture = [
  'Passport,Destination,Requirement',
  'DE,DE,-1',
  'DE,FR,30',
  `IN,US,${opposite(getVisaRequirement('IN', 'US').category)}`,
  `IN,FR,${opposite(getVisaRequirement('IN', 'FR').category)}`,
].join('\n');

describe('npm run visa:compare', () => {
  it('prints the agreement and lists the disagreements of a file', async () => {
    const file = path.join(dir, 'tidy.csv');
    fs.writeFileSync(file, fixture);
    const all = await runVisaCompare([file]);
    expect(all.stderr).toBe('');
    expect(all.code).toBe(0);
    expect(all.stdout).toMatch(/^Overall agreement\s+1 \/\s+3\s+33\.3%$/m);
    expect(all.stdout).toMatch(/^\s+FR\s+1 \/\s+2\s+50\.0%$/m);
    expect(all.stdout).toContain('Disagreements: 2');

    const one = await runVisaCompare([file, '--destination', 'us', '--limit', '5']);
    expect(one.stdout).toContain('Disagreements for US: 1');
    expect(one.stdout).toMatch(/IN → US: dataset/);
    expect(one.stdout).not.toMatch(/IN → FR: dataset/);
  });

  it('fails with the usage line when no file is given', async () => {
    const result = await runVisaCompare([]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Usage: npm run visa:compare/);
  });
});
