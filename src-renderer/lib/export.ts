/**
 * Game exports, the same for every game: CSV fields, file names, sealed-file checks and the browser download
 * itself. A game's own results table lives with its UI (src-renderer/games/<kind>/).
 */
import { DEFAULT_KIND } from '../games/registry.ts';

export { csvField } from '../../src-shared/csv.ts';

/** The end of a game file's name: `.<kind>.json` (Sectors' files have always been `.sectors.json`). */
export function gameFileExtension(kind: string | null): string {
  return `.${kind ?? DEFAULT_KIND}.json`;
}

/**
 * A file name from a game name: letters, digits and dashes, with the date. A game without a usable name is
 * `<kind>-game` (kind null: the default game, as hosts that name no kind play).
 */
export function exportFileName(gameName: string | null, extension: string, { kind = null, date = new Date() }: { kind?: string | null; date?: Date } = {}): string {
  const fallback = `${kind ?? DEFAULT_KIND}-game`;
  const slug = (gameName ?? fallback)
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .toLowerCase()
    .slice(0, 60) || fallback;
  const day = date.toISOString().slice(0, 10);
  return `${slug}-${day}${extension}`;
}

/** Hands the browser a file to save (an <a download> click on a blob URL). */
export function download(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Passphrases of sealed game files: the host's limits (protocol `export_game` / `import_game`). */
export { PASSPHRASE_MAX, PASSPHRASE_MIN } from '../../src-shared/protocol/index.ts';

/**
 * A sealed game file (a running game exported to move it to another machine): encrypted, so the host needs the
 * passphrase it was saved with to import it. Recognised by its `sealed` field.
 */
export function isSealedFile(file: unknown): boolean {
  return typeof file === 'object' && file !== null && 'sealed' in file && (file as { sealed: unknown }).sealed != null;
}
