/**
 * Reads valibot schemas as data (their `type`, `entries`, `options`, `item`, `value` and pipe actions) and
 * describes every field as text: its path, its JSON type and its limits. This is what makes the protocol
 * reference follow the schemas — the platform's commands and events and every game's inputs, events and views:
 * a field added to a schema is listed the next time `npm run docs:protocol` runs, and a field without words in
 * the game's protocol notes fails the notes test.
 *
 * Paths: `a.b` is a field of an object, `a[].b` a field of each item of an array, `a.*.b` a field of each value
 * of a record (its keys are ids). A field of some members of a variant only (an order's `margin`) is listed once,
 * optional, with the types of every member that has it.
 */

/** The parts of a valibot schema object this module reads (valibot exposes them as plain properties). */
export type SchemaNode = {
  kind?: string;
  type: string;
  wrapped?: SchemaNode;
  default?: unknown;
  entries?: Record<string, SchemaNode>;
  options?: readonly (SchemaNode | string | number)[];
  item?: SchemaNode;
  items?: readonly SchemaNode[];
  key?: SchemaNode;
  value?: SchemaNode;
  literal?: unknown;
  pipe?: readonly (SchemaNode & { requirement?: unknown })[];
};

export type FieldRow = { path: string; type: string; required: boolean; limits: string };

const show = (v: unknown): string => (typeof v === 'string' ? `"${v}"` : String(v));

/** Every allowed value, however many: a client author needs the whole list (a command, a phase id, an action). */
const choices = (values: readonly (string | number)[]): string => values.map(show).join(' | ');

const WRAPPERS = ['optional', 'exact_optional', 'nullable', 'nullish', 'undefinedable', 'non_optional', 'non_nullable', 'non_nullish'];

/** The schema under optional/nullable wrappers (where the limits and entries are). */
export function unwrap(node: SchemaNode): SchemaNode {
  return node.wrapped && WRAPPERS.includes(node.type) ? unwrap(node.wrapped) : node;
}

const isOptional = (node: SchemaNode) => ['optional', 'exact_optional', 'nullish', 'undefinedable'].includes(node.type);

/** The limits of a pipe (`1..64 characters`, `integer ≥ 0`, `matches /^P\d{1,2}$/`). */
function limitsOf(node: SchemaNode): string[] {
  const all = (node.pipe ?? []).slice(1);
  // A name is cleaned first (a `transform`): the limits that hold are those after it.
  const cleaned = all.findIndex((a) => a.type === 'transform');
  const actions = cleaned >= 0 ? all.slice(cleaned + 1) : all;
  const get = (t: string) => actions.find((a) => a.type === t)?.requirement;
  const out: string[] = cleaned >= 0 ? ['cleaned first (PROTOCOL.md § Names)'] : [];
  if (actions.some((a) => a.type === 'integer')) out.push('integer');
  const [minL, maxL] = [get('min_length'), get('max_length')];
  const unit = node.type === 'array' ? 'items' : 'characters';
  if (minL !== undefined && maxL !== undefined) out.push(`${minL}..${maxL} ${unit}`);
  else if (maxL !== undefined) out.push(`≤ ${maxL} ${unit}`);
  else if (minL !== undefined) out.push(`≥ ${minL} ${unit}`);
  const [minV, maxV] = [get('min_value'), get('max_value')];
  if (minV !== undefined && maxV !== undefined) out.push(`${minV}..${maxV}`);
  else if (minV !== undefined) out.push(`≥ ${minV}`);
  else if (maxV !== undefined) out.push(`≤ ${maxV}`);
  const regex = get('regex');
  if (regex instanceof RegExp) out.push(`matches \`${regex.source}\``);
  return out;
}

const OBJECTS = ['object', 'strict_object', 'loose_object', 'object_with_rest'];

/** A short JSON type for a schema: `string`, `integer`, `"a" | "b"`, `object[]`, `record<string, number>`. */
export function typeText(node: SchemaNode): string {
  switch (node.type) {
    case 'optional':
    case 'exact_optional':
    case 'nullish':
    case 'undefinedable':
    case 'non_optional':
    case 'non_nullable':
    case 'non_nullish':
      return typeText(node.wrapped!);
    case 'nullable':
      return `${typeText(node.wrapped!)} | null`;
    case 'literal':
      return show(node.literal);
    case 'picklist':
    case 'enum':
      return choices(node.options as (string | number)[]);
    case 'union': {
      const members = node.options as SchemaNode[];
      const literals = members.filter((m) => m.type === 'literal');
      if (literals.length === members.length) return choices(literals.map((m) => m.literal as string | number));
      return unique(members.map(typeText)).join(' | ');
    }
    case 'array': {
      const item = typeText(node.item!);
      return item.includes(' ') ? `(${item})[]` : `${item}[]`;
    }
    case 'tuple':
    case 'strict_tuple':
    case 'loose_tuple':
      return `[${(node.items ?? []).map(typeText).join(', ')}]`;
    case 'record':
      return `record<${typeText(node.key!)}, ${typeText(node.value!)}>`;
    case 'variant':
      return 'object';
    default:
      return OBJECTS.includes(node.type) ? 'object' : node.type;
  }
}

const unique = (xs: string[]) => [...new Set(xs)];

/** The members of a type text at its top level: `(a | b)[] | null` → `(a | b)[]`, `null`. */
function members(type: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < type.length; i++) {
    const ch = type[i];
    if ('(<['.includes(ch)) depth++;
    else if (')>]'.includes(ch)) depth--;
    else if (depth === 0 && type.startsWith(' | ', i)) {
      out.push(type.slice(start, i));
      start = i + 3;
    }
  }
  return [...out, type.slice(start)];
}

/** The object schemas a node stands for: itself, or the object members of a variant or union (nested too). */
function objectsOf(node: SchemaNode): SchemaNode[] {
  const inner = unwrap(node);
  if (OBJECTS.includes(inner.type)) return [inner];
  if (inner.type === 'variant' || inner.type === 'union' || inner.type === 'intersect') {
    return (inner.options as SchemaNode[]).flatMap((o) => (typeof o === 'object' ? objectsOf(o) : []));
  }
  return [];
}

/** The schemas whose fields live under a path: an object's, an array item's (`[]`) or a record value's (`.*`). */
function containersOf(node: SchemaNode, path: string): { node: SchemaNode; path: string }[] {
  const inner = unwrap(node);
  if (inner.type === 'array') return containersOf(inner.item!, `${path}[]`);
  if (inner.type === 'record') return containersOf(inner.value!, path === '' ? '*' : `${path}.*`);
  if (inner.type === 'union' || inner.type === 'variant') {
    const objects = objectsOf(inner);
    const others = (inner.options as SchemaNode[]).filter((o) => typeof o === 'object' && objectsOf(o).length === 0);
    return [...(objects.length > 0 ? [{ node: inner, path }] : []), ...others.flatMap((o) => containersOf(o, path))];
  }
  return OBJECTS.includes(inner.type) ? [{ node: inner, path }] : [];
}

/** Rows of one row-set merged into another: types and limits of the same path joined, optional if either is. */
function merge(into: Map<string, FieldRow>, rows: FieldRow[]): void {
  for (const row of rows) {
    const had = into.get(row.path);
    if (!had) into.set(row.path, { ...row });
    else {
      had.type = unique([...members(had.type), ...members(row.type)]).join(' | ');
      had.limits = unique([had.limits, row.limits].filter(Boolean)).join('; ');
      had.required &&= row.required;
    }
  }
}

/** The fields directly under `path` of an object (or of the objects of a variant), and everything below them. */
function objectRows(node: SchemaNode, path: string): FieldRow[] {
  const members = objectsOf(node);
  const names = unique(members.flatMap((m) => Object.keys(m.entries ?? {})));
  const rows = new Map<string, FieldRow>();
  for (const name of names) {
    const fieldPath = path === '' ? name : `${path}.${name}`;
    const fields = members.map((m) => m.entries?.[name]).filter((f): f is SchemaNode => f !== undefined);
    for (const field of fields) {
      const inner = unwrap(field);
      const limits = [...limitsOf(inner)];
      if (inner.type === 'array') limits.push(...limitsOf(unwrap(inner.item!)).map((l) => `each: ${l}`));
      if (inner.type === 'loose_object') limits.push('more fields allowed');
      const required = !isOptional(field) && fields.length === members.length;
      merge(rows, [{ path: fieldPath, type: typeText(field), required, limits: limits.join(', ') }]);
      for (const c of containersOf(field, fieldPath)) merge(rows, objectRows(c.node, c.path));
    }
  }
  return [...rows.values()];
}

/**
 * Every field of a schema, nested objects, arrays, records and variants included (`seats[].name`,
 * `orderFlags.*.cancellable`), in the schema's order. A schema that is not an object (a nullable object, a
 * record of objects) lists the fields of what it holds.
 */
export function fieldRows(schema: SchemaNode): FieldRow[] {
  const rows = new Map<string, FieldRow>();
  for (const c of containersOf(schema, '')) merge(rows, objectRows(c.node, c.path));
  return [...rows.values()];
}

/** The `type` literal of one member of a variant (`act`, `view`, `PLACE_MARKET_ORDER`). */
export function typeLiteral(schema: SchemaNode): string {
  return String(schema.entries!.type.literal);
}
