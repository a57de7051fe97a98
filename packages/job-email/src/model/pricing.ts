import { MULTI_DAY_WORK_GROUP, STANDARD_WORK_DAY_MINUTES } from './durations';

/** Discount types (spec section 9). */
export const DISCOUNT_AMOUNT = 80;
export const DISCOUNT_PERCENT = 81;
/** A time-based line: price type 83 or pricing unit 418 (spec section 9). */
export const TIME_BASED_PRICE_TYPE = 83;
export const TIME_BASED_PRICING_UNIT = 418;
/** A bill-of-quantities line's approved status. */
export const BOQ_APPROVED = 3;

/** What the printout reads of a pricing line (spec section 3, "Pricing line"). */
export interface PricingFigures {
  Qty: number;
  ApprovedQty: number;
  UnitPrice: number;
  Discount: number;
  DiscountTypeId: number;
  /** The line's tax rate in percent. */
  Percentage: number;
  PriceTypeId: number;
  PricingUnitId: number;
  Hours: number;
  Minutes: number;
  DaysPerTask: number;
  HoursPerTask: number;
  MinutesPerTask: number;
  IsBOQRequest: number;
  ApprovalStatusId: number;
  WorkGroupId: number;
}

/** An approved bill-of-quantities line (IsBOQRequest 1, ApprovalStatusId 3) counts its approved quantity. */
export function pricedQty(
  line: Pick<PricingFigures, 'Qty' | 'ApprovedQty' | 'IsBOQRequest' | 'ApprovalStatusId'>,
) {
  return line.IsBOQRequest === 1 && line.ApprovalStatusId === BOQ_APPROVED ? line.ApprovedQty : line.Qty;
}

/** A line priced by the hour: price type 83 or pricing unit 418. */
export function isTimeBased(line: Pick<PricingFigures, 'PriceTypeId' | 'PricingUnitId'>): boolean {
  return line.PriceTypeId === TIME_BASED_PRICE_TYPE || line.PricingUnitId === TIME_BASED_PRICING_UNIT;
}

/**
 * The hours a time-based line charges: its hours and minutes; in work group 6, its days per task in multi-day hours
 * (a work day of `dayMinutes`) with its hours and minutes per task.
 */
export function chargedHours(line: PricingFigures, dayMinutes = STANDARD_WORK_DAY_MINUTES): number {
  const minutes =
    line.WorkGroupId === MULTI_DAY_WORK_GROUP
      ? line.DaysPerTask * dayMinutes + line.HoursPerTask * 60 + line.MinutesPerTask
      : line.Hours * 60 + line.Minutes;
  return minutes / 60;
}

/** A line's amounts: before discount, the discount (80 an amount, 81 a percentage), the tax on what is left, total. */
export interface LineAmounts {
  gross: number;
  discount: number;
  tax: number;
  total: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** What a pricing line comes to, as the printout reckons it. */
export function lineAmounts(line: PricingFigures, dayMinutes = STANDARD_WORK_DAY_MINUTES): LineAmounts {
  const units = pricedQty(line) * (isTimeBased(line) ? chargedHours(line, dayMinutes) : 1);
  const gross = cents(units * line.UnitPrice);
  const discount = cents(
    line.DiscountTypeId === DISCOUNT_PERCENT
      ? (gross * line.Discount) / 100
      : line.DiscountTypeId === DISCOUNT_AMOUNT
        ? line.Discount
        : 0,
  );
  const tax = cents(((gross - discount) * line.Percentage) / 100);
  return { gross, discount, tax, total: cents(gross - discount + tax) };
}
