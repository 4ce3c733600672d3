// The generated-hooks rule finds every hand pairing of an Apollo document hook, passes what is allowed, and its
// command fails on a violation (the form `npm test` runs it in).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkFolder, checkUnusedHooks, findHandPairings } from './operation-hooks-check.ts';

const hooksOf = (source: string) => findHandPairings(source, 'pages/Page.tsx').map((f) => `${f.line}:${f.hook}`);

describe('findHandPairings', () => {
  it('finds named, renamed and namespace imports of the document hooks, re-exports and run-time imports', () => {
    const source = [
      "import { skipToken, useQuery } from '@apollo/client/react';",
      "import { useMutation as useSave, useSuspenseQuery } from '@apollo/client/react';",
      "import * as ApolloReact from '@apollo/client/react';",
      'export function Page() {',
      '  const lazy = ApolloReact.useLazyQuery(Doc);',
      "  const later = import('@apollo/client/react');",
      '}',
      "export { useBackgroundQuery } from '@apollo/client/react';",
    ].join('\n');
    expect(hooksOf(source)).toEqual(['1:useQuery', '2:useMutation', '2:useSuspenseQuery', '5:useLazyQuery', "6:import('@apollo/client/react')", '8:useBackgroundQuery']);
  });

  it('leaves alone the generated hooks, the rest of Apollo, type-only imports and imperative calls', () => {
    const source = [
      "import { skipToken, useApolloClient, ApolloProvider, getApolloContext } from '@apollo/client/react';",
      "import type { useQuery } from '@apollo/client/react';",
      "import { type useMutation } from '@apollo/client/react';",
      "import { useChapterPageQuery } from '../gql/hooks.ts';",
      "import { MyCharactersDocument } from '../gql/graphql.ts';",
      'type Options = useQuery.Options;',
      'export async function list(client) {',
      '  useChapterPageQuery({ variables: { book: "PHB", name: "Combat" } });',
      '  return client.query({ query: MyCharactersDocument, fetchPolicy: "no-cache" });',
      '}',
      'function useQuery2() {}',
    ].join('\n');
    expect(hooksOf(source)).toEqual([]);
  });
});

describe('the check over web/src', () => {
  let folder: string | undefined;
  afterEach(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
    folder = undefined;
  });

  const tree = (files: Record<string, string>): string => {
    folder = mkdtempSync(join(tmpdir(), 'hooks-check-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(folder, path)), { recursive: true });
      writeFileSync(join(folder, path), text);
    }
    return folder;
  };

  /** The check as `npm test` runs it: its exit code and what it printed. */
  const runCheck = (dir: string): { code: number; output: string } => {
    try {
      const output = execFileSync(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'operation-hooks-check.ts'), dir], { encoding: 'utf8', stdio: 'pipe' });
      return { code: 0, output };
    } catch (error) {
      const failed = error as { status: number; stderr: string };
      return { code: failed.status, output: failed.stderr };
    }
  };

  it('finds nothing in the app as it is: no hand pairing, no generated hook left uncalled', () => {
    expect(checkFolder(resolve(import.meta.dirname, 'src'))).toEqual([]);
    expect(checkUnusedHooks(resolve(import.meta.dirname, 'src'))).toEqual([]);
  });

  it('fails on a generated hook that nothing calls, naming it', () => {
    const hooks = 'export const usePowersTableQuery = /*#__PURE__*/ queryHook(PowersTableDocument);\nexport const useGoneSubscription = /*#__PURE__*/ subscriptionHook(GoneDocument);\n';
    const dir = tree({ 'gql/hooks.ts': hooks, 'pages/Good.tsx': "import { usePowersTableQuery } from '../gql/hooks.ts';\n" });
    const run = runCheck(dir);
    expect(run.code).toBe(1);
    expect(run.output).toContain('useGoneSubscription (gql/hooks.ts) is generated but never called');
    expect(run.output).not.toContain('usePowersTableQuery');
  });

  it('allows the binders the generated hooks are made of, and fails on a page that pairs a hook by hand', () => {
    const binder = "import { useQuery, useMutation } from '@apollo/client/react';\n";
    const clean = tree({ 'lib/operation-hooks.ts': binder, 'lib/operation-hooks.type-test.ts': binder, 'pages/Good.tsx': "import { usePowersTableQuery } from '../gql/hooks.ts';\n" });
    expect(runCheck(clean)).toMatchObject({ code: 0 });
    rmSync(clean, { recursive: true, force: true });

    const broken = tree({
      'lib/operation-hooks.ts': binder,
      'pages/powers/PowersTable.tsx': "import { useChapterPageQuery } from '../../gql/hooks.ts';\nimport { useQuery } from '@apollo/client/react';\n",
    });
    const result = runCheck(broken);
    expect(result.code).toBe(1);
    expect(result.output).toContain('pages/powers/PowersTable.tsx:2: useQuery from Apollo paired by hand');
    expect(result.output).not.toContain('operation-hooks.ts');
  });
});
