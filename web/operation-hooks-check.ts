// The rule that React code calls the generated per-operation hooks (gql/hooks.ts): no module of web/src takes one
// of Apollo's document hooks (useQuery, useMutation, useLazyQuery, useSuspenseQuery, ...) to pair it with a
// document by hand. Only the binders the generated hooks are made of (lib/operation-hooks.ts) and their type test,
// which compares the two, import them. Imperative calls (`client.query`, `client.mutate`) with the typed documents
// stay allowed: the data layer and the character store run outside React, and the toolbar's suggestions load their
// document on the first key typed so that Apollo stays out of the first page (a hook would be a static import).
// dependency-cruiser checks modules, not the names imported from them, so this is a script of its own: `npm run
// lint:hooks`, a step of `npm test`. It also checks the other way: every hook generated is called somewhere, so an
// operation run outside React is listed as imperative in codegen.ts (no hook made) rather than leaving a dead hook
// that suggests a use the app does not have. Usage: tsx web/operation-hooks-check.ts [folder, default web/src]
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Apollo's React hooks that take an operation document. */
export const DOCUMENT_HOOKS = ['useQuery', 'useLazyQuery', 'useSuspenseQuery', 'useBackgroundQuery', 'useLoadableQuery', 'useMutation', 'useSubscription'];

/** Where those hooks may be imported (paths relative to web/src). */
export const ALLOWED_FILES = ['lib/operation-hooks.ts', 'lib/operation-hooks.type-test.ts'];

/** Apollo Client's entry points (the hooks live in @apollo/client/react; the others are checked in case they move). */
const APOLLO_MODULE = /^@apollo\/client(\/.*)?$/;

export interface HandPairing {
  /** The file, relative to the folder checked. */
  file: string;
  line: number;
  hook: string;
}

/** Every import (or re-export) of a document hook from Apollo in one source file. */
export function findHandPairings(source: string, file: string): HandPairing[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: HandPairing[] = [];
  const report = (node: ts.Node, hook: string) => found.push({ file, line: tree.getLineAndCharacterOfPosition(node.getStart()).line + 1, hook });
  const isHook = (name: string) => DOCUMENT_HOOKS.includes(name);
  /** Namespace imports of Apollo (`import * as Apollo`): their hook members are found where used. */
  const namespaces = new Set<string>();

  for (const statement of tree.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier) && APOLLO_MODULE.test(statement.moduleSpecifier.text)) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          // Type-only imports (`type useQuery` for useQuery.Options) run nothing.
          if (statement.importClause?.isTypeOnly || element.isTypeOnly) continue;
          const imported = (element.propertyName ?? element.name).text;
          if (isHook(imported)) report(element, imported);
        }
      }
    }
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) && APOLLO_MODULE.test(statement.moduleSpecifier.text)) {
      if (!statement.exportClause) report(statement, '*');
      else if (ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) {
          const exported = (element.propertyName ?? element.name).text;
          if (isHook(exported)) report(element, exported);
        }
      }
    }
  }

  const visit = (node: ts.Node): void => {
    // Apollo.useQuery(...) through a namespace import, and import('@apollo/client/react') loaded at run time.
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && namespaces.has(node.expression.text) && isHook(node.name.text)) {
      report(node, node.name.text);
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteral(specifier) && /^@apollo\/client\/react(\/|$)/.test(specifier.text)) report(node, `import('${specifier.text}')`);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found.sort((a, b) => a.line - b.line);
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every hand pairing under `folder`, except in the allowed files. */
export function checkFolder(folder: string): HandPairing[] {
  return sourceFiles(folder)
    .map((path) => relative(folder, path).split('\\').join('/'))
    .filter((file) => !ALLOWED_FILES.includes(file))
    .flatMap((file) => findHandPairings(readFileSync(join(folder, file), 'utf8'), file));
}

/** The generated hooks module, relative to the folder checked. */
export const GENERATED_HOOKS = 'gql/hooks.ts';

/** The hooks `hooksSource` exports that no other source names. */
export function unusedHooks(hooksSource: string, otherSources: readonly string[]): string[] {
  const exported = [...hooksSource.matchAll(/^export const (use[A-Za-z0-9]+)\b/gm)].map((m) => m[1]!);
  return exported.filter((hook) => !otherSources.some((source) => new RegExp(`\\b${hook}\\b`).test(source)));
}

/** The generated hooks nothing under `folder` calls (none when there is no generated module). */
export function checkUnusedHooks(folder: string): string[] {
  const files = sourceFiles(folder).map((path) => relative(folder, path).split('\\').join('/'));
  if (!files.includes(GENERATED_HOOKS)) return [];
  const others = files.filter((file) => file !== GENERATED_HOOKS).map((file) => readFileSync(join(folder, file), 'utf8'));
  return unusedHooks(readFileSync(join(folder, GENERATED_HOOKS), 'utf8'), others);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const folder = resolve(process.argv[2] ?? resolve(import.meta.dirname, 'src'));
  const found = checkFolder(folder);
  for (const { file, line, hook } of found) {
    console.error(`${relative(process.cwd(), join(folder, file))}:${line}: ${hook} from Apollo paired by hand; call the generated hook from gql/hooks.ts instead (npm run codegen makes one per operation).`);
  }
  const unused = checkUnusedHooks(folder);
  for (const hook of unused) {
    console.error(`${hook} (gql/hooks.ts) is generated but never called: call it, list its operation under imperativeOperations/imperativeFolders in codegen.ts when it runs outside React, or remove the operation.`);
  }
  if (found.length > 0 || unused.length > 0) process.exit(1);
  console.log(`Generated hooks only: no hand-paired Apollo document hook in ${relative(process.cwd(), folder) || '.'}.`);
}
