/**
 * Every router, writer and job of a school receives its Firestore, Storage and Auth as arguments:
 * no module of functions/src but tenancy/ and index.ts makes a handle on the project (the SDK's
 * getters and initialisers), and index.ts hands its handles only to the platform's dispatcher, to
 * the scoping (schoolDeps) and to the table of schools. Read from the source's syntax tree, so a
 * call hidden behind an alias or split over lines is found, and a comment naming one is not.
 * (Lint refuses the imports as they are written, tests/unit/lint-school-scope.test.ts; this test
 * holds whatever way a file got the function.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '../../functions/src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

/** The SDK functions that answer a handle on the whole project, by module. */
const PROJECT_HANDLES: Record<string, string[]> = {
  'firebase-admin/app': ['initializeApp', 'getApp', 'getApps'],
  'firebase-admin/firestore': ['getFirestore', 'initializeFirestore'],
  'firebase-admin/storage': ['getStorage'],
  'firebase-admin/auth': ['getAuth'],
};
/** Modules whose every value import is a way to the whole project (namespaced SDK, Cloud clients). */
const WHOLE_MODULES = ['firebase-admin', '@google-cloud/firestore', '@google-cloud/storage'];

/** `file`'s value imports of a project handle: `module#name` for each. */
function handleImports(file: string): string[] {
  const found: string[] = [];
  walk(parse(file), (node) => {
    if (!ts.isImportDeclaration(node) || !ts.isStringLiteral(node.moduleSpecifier)) return;
    const module = node.moduleSpecifier.text;
    const clause = node.importClause;
    if (!clause || clause.isTypeOnly) return;
    if (WHOLE_MODULES.includes(module)) {
      const named = clause.namedBindings;
      const values =
        clause.name || (named && ts.isNamespaceImport(named))
          ? ['*']
          : (named?.elements ?? []).filter((e) => !e.isTypeOnly).map((e) => e.name.text);
      found.push(...values.map((v) => `${module}#${v}`));
      return;
    }
    const named = clause.namedBindings;
    if (named && ts.isNamespaceImport(named) && PROJECT_HANDLES[module]) found.push(`${module}#*`);
    if (!named || !ts.isNamedImports(named)) return;
    for (const element of named.elements) {
      const imported = (element.propertyName ?? element.name).text;
      if (!element.isTypeOnly && PROJECT_HANDLES[module]?.includes(imported))
        found.push(`${module}#${imported}`);
    }
  });
  return found;
}

const platformFile = (file: string) => {
  const rel = relative(SRC, file);
  return rel === 'index.ts' || rel.startsWith('tenancy/');
};

describe("a school's code receives its handles", () => {
  const files = sources(SRC);

  it('reads the whole function (its routes, jobs and the platform)', () => {
    const rel = files.map((f) => relative(SRC, f));
    expect(rel).toContain('index.ts');
    expect(rel).toContain('tenancy/school-scope.ts');
    expect(rel.filter((f) => f.startsWith('routes/')).length).toBeGreaterThan(10);
  });

  it.each(files.filter((f) => !platformFile(f)).map((f) => [relative(SRC, f), f] as const))(
    '%s makes no handle on the project',
    (_name, file) => {
      expect(handleImports(file)).toEqual([]);
    },
  );

  it("finds index.ts's own (the check looks where they are)", () => {
    expect(handleImports(join(SRC, 'index.ts')).sort()).toEqual(
      [
        'firebase-admin/app#initializeApp',
        'firebase-admin/auth#getAuth',
        'firebase-admin/firestore#getFirestore',
        'firebase-admin/storage#getStorage',
      ].sort(),
    );
  });

  it("hands index.ts's project handles only to the platform's dispatcher, the scoping and the table", () => {
    const source = parse(join(SRC, 'index.ts'));
    // The module-level handles: `const db = getFirestore(…)`, `const bucket = …`, `const admin = …`.
    const roots = new Set<string>();
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const d of statement.declarationList.declarations) {
        const init = d.initializer?.getText(source) ?? '';
        if (ts.isIdentifier(d.name) && /^(initializeApp|getFirestore|getStorage)\(/.test(init))
          roots.add(d.name.text);
      }
    }
    expect([...roots].sort()).toEqual(['admin', 'bucket', 'db']);
    const RECEIVERS = new Set([
      'createPlatformApp',
      'maintainAllSchools',
      // The platform's hourly part: the Secretaría's weekly e-mail and the platform's outbox.
      'maintainPlatform',
      // The Secretaría's API: the table of schools and hosts, and the new school's first administrator.
      'platformApiRouter',
      // The hourly resumption of the Secretaría's broadcasts: each school's copy through its own handles.
      'resumeBroadcasts',
      'schoolDeps',
      'SchoolTable',
      'getFirestore',
      'getStorage',
      'getAuth',
    ]);
    const misused: string[] = [];
    walk(source, (node) => {
      if (!ts.isIdentifier(node) || !roots.has(node.text)) return;
      const parent = node.parent;
      // Its own declaration, a property name (`scoped.db`, `{ db: … }`'s key), or a parameter of the same name.
      if (ts.isVariableDeclaration(parent) && parent.name === node) return;
      if (ts.isPropertyAccessExpression(parent) && parent.name === node) return;
      if (ts.isPropertyAssignment(parent) && parent.name === node) return;
      if (ts.isParameter(parent)) return;
      if (insideFunctionWithOwn(node, node.text)) return;
      // The call it is handed to, however deep in the arguments.
      let at: ts.Node = node;
      while (!ts.isSourceFile(at) && !ts.isCallExpression(at) && !ts.isNewExpression(at)) at = at.parent;
      const callee = ts.isCallExpression(at) || ts.isNewExpression(at) ? at.expression.getText(source) : '';
      if (!RECEIVERS.has(callee))
        misused.push(`${node.text} → ${callee || '(not a call)'} (line ${lineOf(source, node)})`);
    });
    expect(misused).toEqual([]);
  });
});

const lineOf = (source: ts.SourceFile, node: ts.Node) =>
  source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

/** Whether `node` sits in a function that has a parameter named `name` (its own, not the module's). */
function insideFunctionWithOwn(node: ts.Node, name: string): boolean {
  for (let at = node.parent; at && !ts.isSourceFile(at); at = at.parent) {
    if (ts.isFunctionLike(at) && at.parameters.some((p) => ts.isIdentifier(p.name) && p.name.text === name))
      return true;
  }
  return false;
}
