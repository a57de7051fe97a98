// Pure: a bundle that never formats money drops it.
const pounds = /* @__PURE__ */ new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Money as the printout shows it (spec section 9): two decimals and the pound sign ('£1,234.50', '-£5.00'). */
export function formatMoney(amount: number): string {
  return pounds.format(Number.isFinite(amount) ? amount : 0);
}
