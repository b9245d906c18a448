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
