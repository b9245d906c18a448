/** Position edits moved to the game folder (../position.ts): tutorials apply positions too, and runtime code does not import testing/. */
export { applyPosition, EditError } from '../position.ts';
