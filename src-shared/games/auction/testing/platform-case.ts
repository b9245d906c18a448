/** Lot Auction in the platform tests (src-shared/platform/platform-case.ts): two rounds, every window kind. */
import type { PlatformCase } from '../../../platform/platform-case.ts';

export const platformCase: PlatformCase = { options: { rounds: 2 }, publicAct: () => false };
