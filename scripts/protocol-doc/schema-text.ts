/**
 * Reads valibot schemas as data (their `type`, `entries`, `options` and pipe actions) and describes each
 * field as text: its JSON type and its limits. This is what makes the protocol reference follow the
 * schemas: a field added to a command is listed the next time `npm run docs:protocol` runs.
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
  key?: SchemaNode;
  value?: SchemaNode;
  literal?: unknown;
  pipe?: readonly (SchemaNode & { requirement?: unknown })[];
};

export type FieldRow = { path: string; type: string; required: boolean; limits: string };

const show = (v: unknown): string => (typeof v === 'string' ? `"${v}"` : String(v));

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

/** A short JSON type for a schema: `string`, `integer`, `"a" | "b"`, `object[]`, `record<string, number>`. */
export function typeText(node: SchemaNode): string {
  switch (node.type) {
    case 'optional':
    case 'nullish':
      return typeText(node.wrapped!);
    case 'nullable':
      return `${typeText(node.wrapped!)} | null`;
    case 'literal':
      return show(node.literal);
    case 'picklist':
      return (node.options as (string | number)[]).map(show).join(' | ');
    case 'union':
      return (node.options as SchemaNode[]).map(typeText).join(' | ');
    case 'array':
      return `${typeText(node.item!)}[]`;
    case 'record':
      return `record<${typeText(node.key!)}, ${typeText(node.value!)}>`;
    case 'object':
    case 'strict_object':
    case 'loose_object':
    case 'variant':
      return 'object';
    default:
      return node.type;
  }
}

const isOptional = (node: SchemaNode) => node.type === 'optional' || node.type === 'nullish';

/** The schema under optional/nullable wrappers (where the limits and entries are). */
function unwrap(node: SchemaNode): SchemaNode {
  return node.wrapped && ['optional', 'nullable', 'nullish'].includes(node.type) ? unwrap(node.wrapped) : node;
}

/** Every field of an object schema, nested objects and arrays of objects included (`seats[].name`). */
export function fieldRows(schema: SchemaNode, prefix = ''): FieldRow[] {
  const rows: FieldRow[] = [];
  for (const [name, field] of Object.entries(schema.entries ?? {})) {
    const path = `${prefix}${name}`;
    const inner = unwrap(field);
    const limits = [...limitsOf(inner)];
    if (inner.type === 'array') limits.push(...limitsOf(unwrap(inner.item!)).map((l) => `each: ${l}`));
    if (inner.type === 'loose_object') limits.push('more fields allowed');
    rows.push({ path, type: typeText(field), required: !isOptional(field), limits: limits.join(', ') });
    if (inner.entries) rows.push(...fieldRows(inner, `${path}.`));
    else if (inner.type === 'array' && unwrap(inner.item!).entries) rows.push(...fieldRows(unwrap(inner.item!), `${path}[].`));
  }
  return rows;
}

/** The `type` literal of one member of a variant (`act`, `view`, `PLACE_MARKET_ORDER`). */
export function typeLiteral(schema: SchemaNode): string {
  return String(schema.entries!.type.literal);
}
