import * as v from 'valibot';
import { cleanName } from '../names.ts';

/**
 * A name a person typed: cleaned first (src-shared/names.ts: no bidirectional overrides or other invisible
 * characters, white space collapsed), then at least one and at most `max` characters.
 */
export const personName = (max: number) => v.pipe(v.string(), v.maxLength(max * 4), v.transform(cleanName), v.minLength(1, 'a name needs a visible character'), v.maxLength(max));
/** A title (a game's name): cleaned like a name, may be empty. */
export const titleText = (max: number) => v.pipe(v.string(), v.maxLength(max * 4), v.transform(cleanName), v.maxLength(max));
