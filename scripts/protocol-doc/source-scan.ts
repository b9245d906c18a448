/**
 * Facts the protocol reference takes from the source text itself, read with the TypeScript parser (never
 * with regular expressions over code): the doc comments on schema fields, the reason codes the engine and
 * the host refuse with, and the game events the engine emits with their fields. Reading the code keeps
 * the reference complete when someone adds a field, a refusal or an event and only re-runs the script.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export const ROOT = join(import.meta.dirname, '..', '..');

const CODE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.ES2023, true);
}

/** Every .ts file under the given folders (or the given .ts files), relative to the project root, sorted. */
export function tsFiles(...dirs: string[]): string[] {
  const walk = (dir: string): string[] =>
    dir.endsWith('.ts') ? [dir] : readdirSync(join(ROOT, dir)).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(join(ROOT, path)).isDirectory()) return walk(path);
      return name.endsWith('.ts') ? [path] : [];
    });
  return dirs.flatMap(walk).sort();
}

function visit(node: ts.Node, fn: (n: ts.Node) => void): void {
  fn(node);
  node.forEachChild((child) => visit(child, fn));
}

/** The text of the `/** … *\/` comment right before a node, on one line; '' when there is none. */
function docComment(node: ts.Node, text: string): string {
  const ranges = ts.getLeadingCommentRanges(text, node.getFullStart()) ?? [];
  const doc = ranges.filter((r) => text.startsWith('/**', r.pos)).at(-1);
  if (!doc) return '';
  return text
    .slice(doc.pos + 3, doc.end - 2)
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .filter(Boolean)
    .join(' ');
}

const nameOf = (n: ts.PropertyName) => (ts.isIdentifier(n) || ts.isStringLiteral(n) ? n.text : n.getText());

export type SchemaDocs = { about: string; fields: Record<string, string> };

/**
 * The doc comments of every `const X = v.…({ … })` in a schema file: on the constant (`about`) and on each
 * field, by the same paths `fieldRows` uses (`client.kind`, `seats[].name`). Fields that reuse another
 * constant of the file (`seats: v.array(SeatSpec)`) get that constant's field comments.
 */
export function schemaDocs(file: string): Record<string, SchemaDocs> {
  const source = parse(file);
  const text = source.getFullText();
  const consts = new Map<string, { init: ts.Expression; stmt: ts.Node }>();
  for (const stmt of source.statements) {
    if (!ts.isVariableStatement(stmt)) continue;
    for (const d of stmt.declarationList.declarations) {
      if (ts.isIdentifier(d.name) && d.initializer) consts.set(d.name.text, { init: d.initializer, stmt });
    }
  }
  const walk = (node: ts.Node, prefix: string, fields: Record<string, string>, seen: Set<string>): void => {
    if (ts.isObjectLiteralExpression(node)) {
      for (const prop of node.properties) {
        if (!ts.isPropertyAssignment(prop)) continue;
        const path = `${prefix}${nameOf(prop.name)}`;
        const doc = docComment(prop, text);
        if (doc) fields[path] = doc;
        walk(prop.initializer, `${path}.`, fields, seen);
      }
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression.getText();
      const inner = callee.endsWith('.array') && prefix.endsWith('.') ? `${prefix.slice(0, -1)}[].` : prefix;
      node.arguments.forEach((arg) => walk(arg, inner, fields, seen));
    } else if (ts.isIdentifier(node) && consts.has(node.text) && !seen.has(node.text) && prefix !== '') {
      walk(consts.get(node.text)!.init, prefix, fields, new Set([...seen, node.text]));
    }
  };
  const out: Record<string, SchemaDocs> = {};
  for (const [name, { init, stmt }] of consts) {
    const fields: Record<string, string> = {};
    walk(init, '', fields, new Set([name]));
    out[name] = { about: docComment(stmt, text), fields };
  }
  return out;
}

/** A code and where it was found (`src-main/host/host.ts`), for the completeness test's messages. */
export type FoundCode = { code: string; file: string };

function literalCodes(node: ts.Node | undefined): string[] {
  if (!node) return [];
  if (ts.isStringLiteral(node)) return CODE.test(node.text) ? [node.text] : [];
  if (ts.isConditionalExpression(node)) return [...literalCodes(node.whenTrue), ...literalCodes(node.whenFalse)];
  if (ts.isParenthesizedExpression(node)) return literalCodes(node.expression);
  return [];
}

const calleeName = (call: ts.CallExpression | ts.NewExpression): string => {
  const e = call.expression;
  return ts.isIdentifier(e) ? e.text : ts.isPropertyAccessExpression(e) ? e.name.text : '';
};

/**
 * Reason codes written in "reason positions". `refusal`: arguments of refuse / Refusal / RuleError and of the
 * engine gate's two-argument `reject(reason, message)` (an input or command refused, nothing changed).
 * `outcome`: codes recorded when something already accepted fails later (`reject(ctx, order, reason)`,
 * `skip(…, reason)`, `reason:` properties and assignments to `reason`).
 */
export function reasonCodes(files: string[], kind: 'refusal' | 'outcome'): FoundCode[] {
  const found: FoundCode[] = [];
  const REFUSING = new Set(['refuse', 'Refusal', 'RuleError']);
  for (const file of files) {
    const source = parse(file);
    const add = (codes: string[]) => codes.forEach((code) => found.push({ code, file }));
    visit(source, (n) => {
      if (ts.isCallExpression(n) || ts.isNewExpression(n)) {
        const name = calleeName(n);
        const args = [...(n.arguments ?? [])];
        const refusing = REFUSING.has(name) || (name === 'reject' && args.length === 2);
        const outcome = (name === 'reject' && args.length === 3) || name === 'skip';
        if (kind === 'refusal' ? refusing : outcome) args.forEach((a) => add(literalCodes(a)));
      } else if (kind === 'outcome' && ts.isPropertyAssignment(n) && nameOf(n.name) === 'reason') {
        add(literalCodes(n.initializer));
      } else if (kind === 'outcome' && ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
        const target = n.left.getText();
        if (target === 'reason' || target.endsWith('.reason')) add(literalCodes(n.right));
      }
    });
  }
  return found;
}

/** The string literals of an exported `const X = [ … ] as const` list (EDGE_REASONS). */
export function constList(file: string, name: string): string[] {
  const source = parse(file);
  const out: string[] = [];
  visit(source, (n) => {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.name.text === name && n.initializer) {
      visit(n.initializer, (m) => {
        if (ts.isStringLiteral(m)) out.push(m.text);
      });
    }
  });
  return out;
}

export type EmittedEvent = { type: string; file: string; fields: string[]; spreads: string[]; private: boolean };

function objectKeys(node: ts.Node | undefined): { fields: string[]; spreads: string[] } {
  if (!node || !ts.isObjectLiteralExpression(node)) return { fields: [], spreads: node ? [node.getText()] : [] };
  const fields: string[] = [];
  const spreads: string[] = [];
  for (const p of node.properties) {
    if (ts.isSpreadAssignment(p)) spreads.push(p.expression.getText());
    else if (p.name) fields.push(nameOf(p.name));
  }
  return { fields, spreads };
}

/**
 * Every game event the given files emit: `emit(ctx, TYPE, DATA)`, `emitPrivate(ctx, WHO, TYPE, DATA)` and
 * `….events.push({ type: TYPE, … })`, with the field names written in the call (spreads listed apart).
 */
export function emittedEvents(files: string[]): EmittedEvent[] {
  const out: EmittedEvent[] = [];
  for (const file of files) {
    visit(parse(file), (n) => {
      if (!ts.isCallExpression(n)) return;
      const name = calleeName(n);
      const a = n.arguments;
      if (name === 'emit' || name === 'emitPrivate') {
        const priv = name === 'emitPrivate';
        const { fields, spreads } = objectKeys(a[priv ? 3 : 2]);
        for (const type of literalCodes(a[priv ? 2 : 1])) out.push({ type, file, fields, spreads, private: priv });
      } else if (name === 'push' && n.expression.getText().endsWith('events.push')) {
        for (const arg of a) {
          if (!ts.isObjectLiteralExpression(arg)) continue;
          const typeProp = arg.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && nameOf(p.name) === 'type');
          const { fields, spreads } = objectKeys(arg);
          const priv = fields.includes('visibleTo') || spreads.some((s) => s.includes('visibleTo'));
          for (const type of literalCodes(typeProp?.initializer)) {
            out.push({ type, file, fields: fields.filter((f) => f !== 'type'), spreads, private: priv });
          }
        }
      }
    });
  }
  return out;
}

export const rel = (file: string) => relative(ROOT, join(ROOT, file));
