/** Sectors' rule files copy state with the shared deep copy (src-shared/copy.ts). */
export { copyJson } from '../../copy.ts';
