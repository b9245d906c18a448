/** Position code moved to the game folder (../position.ts): tutorials build positions too, and runtime code does not import testing/. */
export { applyPosition, EditError } from '../position.ts';
