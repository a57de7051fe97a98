import { PRICING, type PricingLine, STANDARD_WORK_DAY_MINUTES } from '@fieldkit/core/contract';

/** What the printout reckons of a pricing line (spec section 3, "Pricing line"). */
export type PricingFigures = Omit<
  PricingLine,
  'Item' | 'Description' | 'PricingUnit' | 'TotalAmount' | 'Tax'
>;

/** An approved bill-of-quantities line (IsBOQRequest 1, ApprovalStatusId 3) counts its approved quantity. */
export function pricedQty(
  line: Pick<PricingFigures, 'Qty' | 'ApprovedQty' | 'IsBOQRequest' | 'ApprovalStatusId'>,
) {
  return line.IsBOQRequest === 1 && line.ApprovalStatusId === PRICING.ApprovedBoq
    ? line.ApprovedQty
    : line.Qty;
}

/** A bill-of-quantities line not yet approved (IsBOQRequest 1, any other ApprovalStatusId): it counts in no total. */
export function isAwaitingApproval(line: Pick<PricingFigures, 'IsBOQRequest' | 'ApprovalStatusId'>): boolean {
  return line.IsBOQRequest === 1 && line.ApprovalStatusId !== PRICING.ApprovedBoq;
}

/** A line priced by the hour: price type 83 or pricing unit 418. */
export function isTimeBased(line: Pick<PricingFigures, 'PriceTypeId' | 'PricingUnitId'>): boolean {
  return (
    line.PriceTypeId === PRICING.TimeBasedPriceType || line.PricingUnitId === PRICING.TimeBasedPricingUnit
  );
}

/**
 * The hours a time-based line charges: its hours and minutes; in work group 6, its days per task in multi-day hours
 * (a work day of `dayMinutes`) with its hours and minutes per task.
 */
export function chargedHours(line: PricingFigures, dayMinutes = STANDARD_WORK_DAY_MINUTES): number {
  const minutes =
    line.WorkGroupId === PRICING.MultiDayWorkGroup
      ? line.DaysPerTask * dayMinutes + line.HoursPerTask * 60 + line.MinutesPerTask
      : line.Hours * 60 + line.Minutes;
  return minutes / 60;
}

/**
 * A line's amounts: before discount, the discount (80 an amount, 81 a percentage), what is left (the line's
 * TotalAmount), the tax on it (its Tax, at its Percentage) and the total with tax.
 */
export interface LineAmounts {
  gross: number;
  discount: number;
  net: number;
  tax: number;
  total: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** The units a line charges: its quantity counted, times the hours it charges when it is priced by the hour. */
export function chargedUnits(line: PricingFigures, dayMinutes = STANDARD_WORK_DAY_MINUTES): number {
  return pricedQty(line) * (isTimeBased(line) ? chargedHours(line, dayMinutes) : 1);
}

/** What a pricing line comes to, as the printout reckons it. */
export function lineAmounts(line: PricingFigures, dayMinutes = STANDARD_WORK_DAY_MINUTES): LineAmounts {
  const units = chargedUnits(line, dayMinutes);
  const gross = cents(units * line.UnitPrice);
  const discount = cents(
    line.DiscountTypeId === PRICING.PercentDiscount
      ? (gross * line.Discount) / 100
      : line.DiscountTypeId === PRICING.AmountDiscount
        ? line.Discount
        : 0,
  );
  const net = cents(gross - discount);
  const tax = cents((net * line.Percentage) / 100);
  return { gross, discount, net, tax, total: cents(net + tax) };
}
