/**
 * Every answer of the API by name, as zod schemas: an endpoint of the contract (schema/api.ts) names its answer
 * here, the Worker's `handle()` types its route with it, and the API tests parse every answer with it. The site
 * takes only the types, so no page carries these schemas.
 */
import { z } from '../payloads/zod';
import { savedDeliveryAnswer } from './account';
import { adminOilAnswer, adminOilListAnswer } from './admin-oils';
import { adminProductAnswer, adminProductListAnswer, productSizesAnswer, stockEntriesAnswer } from './admin-products';
import { auditAnswer } from './audit';
import { tokenAnswer, userAnswer } from './auth';
import { cartAnswer } from './cart';
import { doneAnswer, messageAnswer } from './common';
import { newsletterListAnswer, quoteAnswer, quoteListAnswer } from './contact';
import { customerListAnswer } from './customers';
import { dashboardAnswer } from './dashboard';
import { imageAnswer } from './images';
import { oilListAnswer, oilsCartAnswer, oilsCartListAnswer, oilsOrderAnswer, oilsOrdersAnswer } from './oils';
import { bulkStatusAnswer, confirmAnswer, orderAnswer, ordersAnswer, trackAnswer } from './orders';
import { inviteAnswer, resetLinkAnswer, resetLinkStateAnswer, staffListAnswer, staffMemberAnswer } from './staff';
import { productAnswer, productListAnswer } from './products';
import {
  blockedPhoneAnswer,
  blockedPhoneListAnswer,
  pushKeyAnswer,
  remittanceAnswer,
  remittanceListAnswer,
  paymentSheetAnswer,
} from './cash';
import { saleAnswer, saleListAnswer } from './sales';
import {
  bookingAnswer,
  bookingCouriersAnswer,
  bulkBookingAnswer,
  courierAnswer,
  courierListAnswer,
  courierSyncAnswer,
} from './couriers';
import { shopSettingsAnswer } from './settings';
import { eitherKindOrderAnswer } from './either-kind';
import { adminReviewAnswer, adminReviewListAnswer, perfumeReviewsAnswer, reviewableAnswer } from './reviews';

export const ANSWERS = {
  done: doneAnswer,
  message: messageAnswer,
  token: tokenAnswer,
  user: userAnswer,
  savedDelivery: savedDeliveryAnswer,
  productList: productListAnswer,
  product: productAnswer,
  cart: cartAnswer,
  order: orderAnswer,
  orders: ordersAnswer,
  bulkStatus: bulkStatusAnswer,
  track: trackAnswer,
  oilList: oilListAnswer,
  oilsCart: oilsCartAnswer,
  oilsCartList: oilsCartListAnswer,
  oilsOrder: oilsOrderAnswer,
  oilsOrders: oilsOrdersAnswer,
  quote: quoteAnswer,
  quoteList: quoteListAnswer,
  newsletterList: newsletterListAnswer,
  dashboard: dashboardAnswer,
  adminProduct: adminProductAnswer,
  adminProductList: adminProductListAnswer,
  stockEntries: stockEntriesAnswer,
  productSizes: productSizesAnswer,
  adminOil: adminOilAnswer,
  adminOilList: adminOilListAnswer,
  image: imageAnswer,
  audit: auditAnswer,
  customerList: customerListAnswer,
  confirm: confirmAnswer,
  staffList: staffListAnswer,
  staffMember: staffMemberAnswer,
  invite: inviteAnswer,
  resetLink: resetLinkAnswer,
  resetLinkState: resetLinkStateAnswer,
  sale: saleAnswer,
  saleList: saleListAnswer,
  pushKey: pushKeyAnswer,
  remittance: remittanceAnswer,
  remittanceList: remittanceListAnswer,
  paymentSheet: paymentSheetAnswer,
  blockedPhone: blockedPhoneAnswer,
  blockedPhoneList: blockedPhoneListAnswer,
  reviewable: reviewableAnswer,
  perfumeReviews: perfumeReviewsAnswer,
  adminReview: adminReviewAnswer,
  adminReviewList: adminReviewListAnswer,
  courierList: courierListAnswer,
  courierSync: courierSyncAnswer,
  courier: courierAnswer,
  booking: bookingAnswer,
  eitherKindOrder: eitherKindOrderAnswer,
  bulkBooking: bulkBookingAnswer,
  bookingCouriers: bookingCouriersAnswer,
  shopSettings: shopSettingsAnswer,
  /** A download (the admin's CSV exports): the response itself, streamed as a file, not JSON. */
  file: z.instanceof(Response),
} as const;

export type AnswerName = keyof typeof ANSWERS;
export type AnswerOf<Name extends AnswerName> = z.output<(typeof ANSWERS)[Name]>;
