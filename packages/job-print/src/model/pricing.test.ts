import { describe, expect, it } from 'vitest';
import { chargedHours, isTimeBased, lineAmounts, type PricingFigures, pricedQty } from './pricing';

const line = (over: Partial<PricingFigures> = {}): PricingFigures => ({
  Qty: 2,
  ApprovedQty: 0,
  UnitPrice: 50,
  Discount: 0,
  DiscountTypeId: 0,
  Percentage: 0,
  PriceTypeId: 0,
  PricingUnitId: 0,
  Hours: 0,
  Minutes: 0,
  DaysPerTask: 0,
  HoursPerTask: 0,
  MinutesPerTask: 0,
  IsBOQRequest: 0,
  ApprovalStatusId: 0,
  WorkGroupId: 0,
  ...over,
});

describe('pricing lines', () => {
  it('an approved bill-of-quantities line counts its approved quantity; any other its quantity', () => {
    expect(pricedQty(line({ Qty: 5, ApprovedQty: 3, IsBOQRequest: 1, ApprovalStatusId: 3 }))).toBe(3);
    expect(pricedQty(line({ Qty: 5, ApprovedQty: 3, IsBOQRequest: 1, ApprovalStatusId: 2 }))).toBe(5);
    expect(pricedQty(line({ Qty: 5, ApprovedQty: 3, IsBOQRequest: 0, ApprovalStatusId: 3 }))).toBe(5);
  });

  it('price type 83 or pricing unit 418 is time based', () => {
    expect(isTimeBased(line({ PriceTypeId: 83 }))).toBe(true);
    expect(isTimeBased(line({ PricingUnitId: 418 }))).toBe(true);
    expect(isTimeBased(line({ PriceTypeId: 82, PricingUnitId: 417 }))).toBe(false);
  });

  it('time is its hours and minutes; in work group 6 its days per task in multi-day hours', () => {
    expect(chargedHours(line({ Hours: 2, Minutes: 30 }))).toBe(2.5);
    expect(chargedHours(line({ WorkGroupId: 6, DaysPerTask: 2, HoursPerTask: 1, MinutesPerTask: 30 }))).toBe(
      17.5,
    );
    expect(chargedHours(line({ WorkGroupId: 6, DaysPerTask: 2 }), 600)).toBe(20);
  });

  it('discounts: 80 an amount, 81 a percentage; tax on what is left', () => {
    expect(lineAmounts(line({ Discount: 10, DiscountTypeId: 80, Percentage: 20 }))).toEqual({
      gross: 100,
      discount: 10,
      net: 90,
      tax: 18,
      total: 108,
    });
    expect(lineAmounts(line({ Discount: 10, DiscountTypeId: 81 }))).toEqual({
      gross: 100,
      discount: 10,
      net: 90,
      tax: 0,
      total: 90,
    });
    // A time-based line: 2 technicians for 1 hr 30 mins at £40 an hour.
    expect(lineAmounts(line({ PriceTypeId: 83, UnitPrice: 40, Hours: 1, Minutes: 30 })).total).toBe(120);
    // An approved BOQ line at its approved quantity.
    expect(lineAmounts(line({ Qty: 10, ApprovedQty: 4, IsBOQRequest: 1, ApprovalStatusId: 3 })).gross).toBe(
      200,
    );
  });
});
