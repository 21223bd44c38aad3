// The README's error catalogue (issue 17) against the code: every id the client maps is either in the table of ids
// commerce-api sends (with how to provoke it) or in the list of ids it never sends (with why), and every row marked ✓
// is provoked by a contract test.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultErrorCatalogue } from './errorMessageFor';

const readme = readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8');
// From the missing-records table to the end of the error catalogue's tables.
const errorsPart = readme.slice(readme.indexOf('**Missing records**'), readme.indexOf('**Production**'));
const contractDir = new URL('./contract/', import.meta.url);
const contractSources = readdirSync(contractDir)
  .filter((name) => name.endsWith('.contract.test.ts'))
  .map((name) => readFileSync(new URL(name, contractDir), 'utf8'))
  .join('\n');

/** The ids written in backticks in a piece of the README. */
const idsIn = (text: string) => [...text.matchAll(/`([A-Za-z0-9_]+)`/g)].map((match) => match[1] ?? '');

describe('README error catalogue', () => {
  it('names every id the client maps, as sent by commerce-api or as never sent with the reason', () => {
    expect(errorsPart.length).toBeGreaterThan(0);
    const named = new Set(idsIn(errorsPart));
    expect(Object.keys(defaultErrorCatalogue).filter((id) => !named.has(id))).toEqual([]);
  });

  it('has a contract test for every id of a row marked ✓', () => {
    const provoked = errorsPart
      .split('\n')
      .filter((line) => line.startsWith('| ') && (line.split('|')[1] ?? '').includes('✓'))
      .flatMap((line) => idsIn(line.split('|')[1] ?? ''));
    expect(provoked.length).toBeGreaterThan(40);
    expect(provoked.filter((id) => !new RegExp(`['"\`]${id}['"\`]`).test(contractSources))).toEqual([]);
  });
});
