// Import cycles, type-only imports included (DESIGN.md §6; import-x/no-cycle skips `import type`,
// and a type cycle still ties two files together). Reads every TypeScript file of client/, server/,
// shared/ and scripts/, resolves relative and @shared/@server/@client imports, and prints each
// cycle (Tarjan's strongly connected components); exits 1 when there is one.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');
const ALIASES: Record<string, string> = { '@shared/': 'shared/', '@server/': 'server/src/', '@client/': 'client/src/' };
const ROOTS = ['client/src', 'server/src', 'shared', 'scripts'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | undefined {
  const alias = Object.keys(ALIASES).find((a) => spec.startsWith(a));
  let base: string;
  if (alias) base = join(root, ALIASES[alias], spec.slice(alias.length));
  else if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else return undefined;
  const stem = base.replace(/\.(ts|tsx|js)$/, '');
  return [base, `${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (p) => existsSync(p) && statSync(p).isFile(),
  );
}

const files = ROOTS.flatMap((r) => filesUnder(join(root, r)));
const edges = new Map<string, string[]>();
for (const file of files) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  edges.set(
    file,
    importedFiles.map((i) => resolveImport(file, i.fileName)).filter((p): p is string => p !== undefined),
  );
}

// Tarjan: every strongly connected component of more than one file is a cycle.
let counter = 0;
const index = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const cycles: string[][] = [];
function visit(v: string): void {
  index.set(v, counter);
  low.set(v, counter++);
  stack.push(v);
  onStack.add(v);
  for (const w of edges.get(v) ?? []) {
    if (!index.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
  }
  if (low.get(v) !== index.get(v)) return;
  const component: string[] = [];
  let w: string;
  do {
    w = stack.pop() as string;
    onStack.delete(w);
    component.push(w);
  } while (w !== v);
  if (component.length > 1) cycles.push(component);
}
for (const file of files) if (!index.has(file)) visit(file);

if (cycles.length === 0) {
  console.log(`import cycles: none in ${files.length} files (type imports included)`);
} else {
  for (const c of cycles) console.error(`import cycle: ${c.map((f) => relative(root, f)).join(' ↔ ')}`);
  process.exit(1);
}
