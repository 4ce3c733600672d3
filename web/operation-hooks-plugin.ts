// A graphql-codegen plugin of our own (named by codegen.ts): for every operation in web/src's .graphql files, one
// React hook named after the operation and its kind (`useChapterPageQuery`, `useSaveMyCharacterMutation`,
// `useSharedDocumentChangedSubscription`, and on
// request `use<Name>LazyQuery` / `use<Name>SuspenseQuery`), bound to the typed document the client preset generates.
// It exists because no maintained plugin emits correct hooks for Apollo Client 4 (docs/architecture.md, Decisions);
// each hook is one line over web/src/lib/operation-hooks.ts, whose types are Apollo's own.
import { relative } from 'node:path';
import { Kind, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';

export interface OperationHooksConfig {
  /** Import path, from the generated file, of the module holding the typed documents (`<Name>Document`). */
  documentsModule: string;
  /** Import path, from the generated file, of the hook binders (web/src/lib/operation-hooks.ts). */
  bindersModule: string;
  /** Also a `use<Name>LazyQuery` for every query (off until the app uses that form). */
  lazyQueries?: boolean;
  /** Also a `use<Name>SuspenseQuery` for every query (off until the app uses that form). */
  suspenseQueries?: boolean;
  /**
   * Operations run outside React (`client.query`, `client.mutate`, `client.subscribe` with the typed document: the
   * data layer, the document store): no hook is made for them, so every hook made is one the app calls (`npm run
   * lint:hooks` checks that). Folders (relative to the repository, ending in "/") or operation names.
   */
  imperativeFolders?: string[];
  imperativeOperations?: string[];
}

/** One document file as codegen hands it to a plugin. */
export interface OperationsFile {
  location?: string;
  document?: DocumentNode;
}

/** The documents' names must be the operation's name as written, so the hooks can import them without converting. */
const OPERATION_NAME = /^[A-Z][A-Za-z0-9]*$/;

interface Operation {
  name: string;
  kind: 'query' | 'mutation' | 'subscription';
  /** The .graphql file, relative to the working folder (the repository root when codegen runs). */
  file: string;
}

function operationsOf(files: readonly OperationsFile[]): Operation[] {
  const operations: Operation[] = [];
  const seen = new Map<string, string>();
  for (const { location = '(unknown file)', document } of files) {
    const file = relative(process.cwd(), location).split('\\').join('/');
    for (const definition of document?.definitions ?? []) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      const name = operationName(definition, file);
      const earlier = seen.get(name);
      if (earlier) throw new Error(`Two GraphQL operations are named ${name} (${earlier} and ${file}); each needs its own name for its hook.`);
      seen.set(name, file);
      operations.push({ name, kind: definition.operation, file });
    }
  }
  return operations.sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
}

function operationName(definition: OperationDefinitionNode, file: string): string {
  const name = definition.name?.value;
  if (!name) throw new Error(`An operation in ${file} has no name; every operation needs one (its hook is named after it).`);
  if (!OPERATION_NAME.test(name)) {
    throw new Error(`The operation ${name} in ${file} is not named in PascalCase (letters and digits, first a capital); its hook is named after it.`);
  }
  return name;
}

/** The generated module's text: imports, then one line per hook, grouped by the file the operation is written in. */
export function plugin(_schema: GraphQLSchema, files: OperationsFile[], config: OperationHooksConfig): string {
  if (!config?.documentsModule || !config.bindersModule) {
    throw new Error('web/operation-hooks-plugin.ts needs `documentsModule` and `bindersModule` in its config (see codegen.ts).');
  }
  const all = operationsOf(files);
  const names = new Set(all.map((o) => o.name));
  const unknown = (config.imperativeOperations ?? []).filter((name) => !names.has(name));
  if (unknown.length) throw new Error(`imperativeOperations names operations that do not exist: ${unknown.join(', ')} (codegen.ts).`);
  const imperative = (o: Operation) => config.imperativeOperations?.includes(o.name) || config.imperativeFolders?.some((folder) => o.file.startsWith(folder));
  const operations = all.filter((o) => !imperative(o));
  const hooks: { binder: string; hook: string; document: string; file: string }[] = [];
  for (const { name, kind, file } of operations) {
    const document = `${name}Document`;
    if (kind === 'mutation') {
      hooks.push({ binder: 'mutationHook', hook: `use${name}Mutation`, document, file });
      continue;
    }
    if (kind === 'subscription') {
      hooks.push({ binder: 'subscriptionHook', hook: `use${name}Subscription`, document, file });
      continue;
    }
    hooks.push({ binder: 'queryHook', hook: `use${name}Query`, document, file });
    if (config.lazyQueries) hooks.push({ binder: 'lazyQueryHook', hook: `use${name}LazyQuery`, document, file });
    if (config.suspenseQueries) hooks.push({ binder: 'suspenseQueryHook', hook: `use${name}SuspenseQuery`, document, file });
  }
  const binders = [...new Set(hooks.map((h) => h.binder))].sort();
  const documents = [...new Set(hooks.map((h) => h.document))].sort();
  const lines = ['// Generated by graphql-codegen (web/operation-hooks-plugin.ts) from web/src/**/*.graphql. Do not edit.'];
  if (hooks.length > 0) {
    lines.push(`import { ${binders.join(', ')} } from '${config.bindersModule}';`);
    // One document a line: adding an operation changes one line here, which merges cleanly.
    lines.push('import {', ...documents.map((d) => `  ${d},`), `} from '${config.documentsModule}';`);
  }
  let lastFile: string | undefined;
  for (const { binder, hook, document, file } of hooks) {
    if (file !== lastFile) lines.push('', `// ${file}`);
    lastFile = file;
    // Pure: a hook no module imports is left out of the bundle.
    lines.push(`export const ${hook} = /*#__PURE__*/ ${binder}(${document});`);
  }
  return `${lines.join('\n')}\n`;
}
