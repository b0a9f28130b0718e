/** What checkout sends to order `quantity` of one perfume at `price`, standard delivery to one test address. */
export function checkoutBody(productId: string, price: number, quantity = 1) {
  const subtotal = price * quantity;
  return {
    items: [{ productId, quantity }],
    shippingAddress: {
      firstName: 'Sana',
      lastName: 'Iqbal',
      email: 'sana@example.pk',
      phone: '03211234567',
      address: '7 Mall Road',
      city: 'Murree',
      country: 'Pakistan',
    },
    shippingMethod: 'standard' as const,
    orderDetails: { subtotal, giftWrappingCost: 0, shippingCost: 200, total: subtotal + 200 },
  };
}
