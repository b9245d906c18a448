/**
 * What happens to every name a person types — seats, the roster, classes, profiles, games — before anyone
 * sees it (docs/PROTOCOL.md, "Names"). A name is shown on other people's screens, the projector, CSV files and
 * the printed report, so it must read as what it is: "\u202Egnp.exe" must not display as "exe.png".
 *
 * 1. Unicode NFC, so one spelling compares equal to itself however it was typed.
 * 2. Bidirectional controls and every other invisible format character (Unicode category Cf: U+200B…U+200F,
 *    U+202A…U+202E, U+2060…U+206F, U+FEFF, U+00AD, U+061C, tags …) are removed, but for the joiners that build
 *    emoji and scripts (U+200C, U+200D between two visible characters) and the tags of a flag emoji.
 * 3. Letters that draw nothing (Hangul fillers U+115F, U+1160, U+3164, U+FFA0; the blank braille pattern
 *    U+2800) are removed.
 * 4. Control characters, line and paragraph separators and every run of white space become one space; the name
 *    is trimmed.
 * 5. At most four combining marks stay on one character (no "zalgo" text covering the lines around it).
 * A name with nothing visible left is refused where it is given (an empty name).
 */

const INVISIBLE_LETTERS = /[\u115F\u1160\u3164\uFFA0\u2800]/gu;
const BLACK_FLAG = 0x1f3f4;
const isTag = (cp: number) => cp >= 0xe0020 && cp <= 0xe007f;
const isJoiner = (cp: number) => cp === 0x200c || cp === 0x200d;
const FORMAT = /^\p{Cf}$/u;
const SPACE_LIKE = /^[\p{Cc}\p{Zl}\p{Zp}]$/u;

export function cleanName(raw: string): string {
  const chars = [...raw.normalize('NFC').replace(INVISIBLE_LETTERS, '')];
  const kept: string[] = [];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i];
    const cp = ch.codePointAt(0)!;
    if (SPACE_LIKE.test(ch)) {
      kept.push(' ');
      continue;
    }
    if (!FORMAT.test(ch)) {
      kept.push(ch);
      continue;
    }
    const before = kept.at(-1);
    const after = chars[i + 1];
    const visible = (c: string | undefined) => c !== undefined && c !== ' ' && !FORMAT.test(c) && !SPACE_LIKE.test(c);
    if (isJoiner(cp) && visible(before) && visible(after)) kept.push(ch);
    // A subdivision flag: black flag, tag letters, cancel tag (all format characters after the flag).
    else if (isTag(cp) && before !== undefined && (before.codePointAt(0) === BLACK_FLAG || isTag(before.codePointAt(0)!))) kept.push(ch);
  }
  return kept
    .join('')
    .replace(/(\p{M}{4})\p{M}+/gu, '$1')
    .replace(/\s+/gu, ' ')
    .trim();
}
