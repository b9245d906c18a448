/** Keeps the layout's promises: electron only in src-main/electron, no clock or randomness in src-shared. */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { resolveInside } from '../../src-main/net/static-files.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|svelte)$/.test(name) ? [path] : [];
  });
}

describe('module boundaries', () => {
  it('imports electron only inside src-main/electron', () => {
    const offenders = ['src-main', 'src-shared', 'src-renderer']
      .flatMap(sourceFiles)
      .filter((file) => !file.startsWith(join('src-main', 'electron') + '/'))
      .filter((file) => /from ['"]electron['"]|require\(['"]electron['"]\)/.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('keeps src-shared free of clocks, system randomness and Node modules', () => {
    const offenders = sourceFiles('src-shared').filter((file) =>
      /Math\.random|Date\.now|new Date\(|performance\.now|from ['"]node:/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});

describe('static file paths', () => {
  it('never resolves outside the renderer folder', () => {
    expect(resolveInside('/srv/app', '/index.html')).toBe('/srv/app/index.html');
    expect(resolveInside('/srv/app', '/assets/a.js?v=1')).toBe('/srv/app/assets/a.js');
    expect(resolveInside('/srv/app', '/../secret')).toBe('/srv/app/secret');
    expect(resolveInside('/srv/app', '/%2e%2e/%2e%2e/etc/passwd')).toBe('/srv/app/etc/passwd');
    expect(resolveInside('/srv/app', '/a%00b')).toBeNull();
    expect(resolveInside('/srv/app', '/%E0%A4%A')).toBeNull();
  });
});
