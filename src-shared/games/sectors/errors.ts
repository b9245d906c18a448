/** A refused input: carries the spec's reason code (§13). Thrown by validators, caught by `apply`. */
export class RuleError extends Error {
  readonly reason: string;
  constructor(reason: string, message: string) {
    super(message);
    this.reason = reason;
  }
}

export function refuse(reason: string, message: string): never {
  throw new RuleError(reason, message);
}

export function isInt(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v);
}
