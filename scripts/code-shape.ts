/**
 * The code-shape figures issue 29 measures the tree by: functions whose own body (less the functions nested in it)
 * is long, query-builder calls in services/, and imports of the React app from the layers below it.
 * `npm run shape` prints them; `--list` names every long function.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const LONG = 60;
const VERY_LONG = 120;
const QUERY_CALLS = /\.(selectFrom|insertInto|updateTable|deleteFrom)\(/g;

const sourceFiles = execSync('git ls-files "*.ts" "*.tsx"', { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && fs.existsSync(file))
  .filter((file) => !/\.test\.tsx?$/.test(file) && !file.startsWith('db/migrations/') && !file.startsWith('e2e/'));

interface LongFunction { file: string; line: number; name: string; ownLines: number }

function nameOf(node: ts.Node): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name && ts.isIdentifier(named.name)) return named.name.text;
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (parent && ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  return '(anonymous)';
}

/** Lines a function's body spans, less the lines of the functions nested in it. */
function longFunctions(file: string): LongFunction[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line;
  const found: LongFunction[] = [];
  const isFunction = (node: ts.Node): node is ts.FunctionLikeDeclaration =>
    ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node) || ts.isMethodDeclaration(node);
  function nestedLines(node: ts.Node): number {
    let lines = 0;
    node.forEachChild(function visit(child) {
      if (isFunction(child) && child.body) lines += lineOf(child.body.getEnd()) - lineOf(child.body.getStart()) + 1;
      else child.forEachChild(visit);
    });
    return lines;
  }
  source.forEachChild(function visit(node) {
    if (isFunction(node) && node.body && ts.isBlock(node.body)) {
      const span = lineOf(node.body.getEnd()) - lineOf(node.body.getStart()) + 1;
      const own = span - nestedLines(node.body);
      if (own > LONG) found.push({ file, line: lineOf(node.getStart()) + 1, name: nameOf(node), ownLines: own });
    }
    node.forEachChild(visit);
  });
  return found;
}

const long = sourceFiles.flatMap(longFunctions).sort((a, b) => b.ownLines - a.ownLines);
const queryCalls = sourceFiles
  .filter((file) => file.startsWith('services/'))
  .map((file) => ({ file, calls: fs.readFileSync(file, 'utf8').match(QUERY_CALLS)?.length ?? 0 }))
  .filter((entry) => entry.calls > 0);
const importsApp = sourceFiles
  .filter((file) => /^(services|server|payments|scripts|simulators|domain|db|common)\//.test(file))
  .filter((file) => {
    const text = fs.readFileSync(file, 'utf8');
    return [...text.matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)].some(([, spec]) => path.normalize(path.join(path.dirname(file), spec!)).startsWith('app/'));
  });

console.log(`functions with an own body over ${LONG} lines: ${long.length} (over ${VERY_LONG}: ${long.filter((f) => f.ownLines > VERY_LONG).length})`);
console.log(`query-builder calls in services/: ${queryCalls.reduce((sum, entry) => sum + entry.calls, 0)} in ${queryCalls.length} files`);
console.log(`files below app/ importing app/: ${importsApp.length}`);
if (process.argv.includes('--list')) {
  for (const f of long) console.log(`  ${f.ownLines}\t${f.file}:${f.line} ${f.name}`);
  for (const q of queryCalls.sort((a, b) => b.calls - a.calls)) console.log(`  ${q.calls}\t${q.file}`);
  for (const file of importsApp) console.log(`  imports app/: ${file}`);
}
