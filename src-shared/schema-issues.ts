import * as v from 'valibot';

/** A short, readable account of why a value failed its schema: the first few issues with their paths. */
export function describeIssues(issues: v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const path = v.getDotPath(issue);
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** Whether `type` names one of the schemas (own keys only: `toString` or `__proto__` name no input). */
export function hasSchema(schemas: object, type: unknown): type is string {
  return typeof type === 'string' && Object.hasOwn(schemas, type);
}

/**
 * One input checked against the schema its `type` names, for every game's `inputs.decode`: an unknown type or a
 * shape failure is a readable message, never an exception.
 */
export function decodeBySchemas<T>(schemas: Record<string, v.GenericSchema>, raw: unknown): { ok: true; input: T } | { ok: false; message: string } {
  const type = raw && typeof raw === 'object' ? (raw as { type?: unknown }).type : undefined;
  if (!hasSchema(schemas, type)) return { ok: false, message: `unknown input type "${String(type).slice(0, 40)}"` };
  const parsed = v.safeParse(schemas[type], raw);
  return parsed.success ? { ok: true, input: parsed.output as T } : { ok: false, message: `${type}: ${describeIssues(parsed.issues)}` };
}
