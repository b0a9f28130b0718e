/**
 * The account page's payloads: changing the password, and the delivery details a shopper keeps for the next
 * checkout ("Save this information for next time"). Password rules are the registration's (auth-rules.ts).
 */
import { z } from './zod';
import { choosablePassword } from './auth';
import { asNewPasswordMessage } from './auth-rules';
import { shippingAddressSchema } from './checkout';

export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';

export const changePasswordPayload = z.object({
  currentPassword: z.string({ error: CURRENT_PASSWORD_REQUIRED }).min(1, { error: CURRENT_PASSWORD_REQUIRED }),
  newPassword: z.string({ error: 'New password is required' }).superRefine((value, ctx) => {
    const message = choosablePassword(value);
    if (message) ctx.addIssue({ code: 'custom', message: asNewPasswordMessage(message) });
  }),
});

/** What the checkout fills in next time: the delivery fields, not the email (the account's) or the country (fixed). */
export const savedDeliverySchema = shippingAddressSchema.pick({
  firstName: true,
  lastName: true,
  phone: true,
  alternatePhone: true,
  address: true,
  apartment: true,
  city: true,
  province: true,
  landmark: true,
  deliveryNotes: true,
});

export type ChangePasswordPayload = z.infer<typeof changePasswordPayload>;
export type SavedDelivery = z.output<typeof savedDeliverySchema>;
export type SavedDeliveryInput = z.input<typeof savedDeliverySchema>;
