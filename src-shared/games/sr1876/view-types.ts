/**
 * The shapes of the stock round's views (docs/PROTOCOL-SR1876.md), inferred from their schemas
 * (schemas/views.ts, where each field is described). Types only: the renderer imports them without the engine.
 */
import type * as v from 'valibot';
import type { cell } from './schemas/common.ts';
import type {
  buyVerdict, companyView, modernityView, offerView, passView, payoutView, phaseName, playerView, saleRange, sr1876PrivateView, sr1876PublicView,
} from './schemas/views.ts';

export type SrCell = v.InferOutput<typeof cell>;
export type SrPhaseName = v.InferOutput<typeof phaseName>;
export type SrPlayerView = v.InferOutput<typeof playerView>;
export type SrCompanyView = v.InferOutput<typeof companyView>;
export type SrOfferView = v.InferOutput<typeof offerView>;
export type SrPassView = v.InferOutput<typeof passView>;
export type SrPayoutView = v.InferOutput<typeof payoutView>;
export type SrModernityView = v.InferOutput<typeof modernityView>;
export type Sr1876PublicView = v.InferOutput<typeof sr1876PublicView>;
export type SrSaleRange = v.InferOutput<typeof saleRange>;
export type SrBuyVerdict = v.InferOutput<typeof buyVerdict>;
export type Sr1876PrivateView = v.InferOutput<typeof sr1876PrivateView>;
