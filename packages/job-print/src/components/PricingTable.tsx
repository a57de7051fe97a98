import { PRICING, type PricingLine } from '@fieldkit/core/contract';
import { formatDuration } from '../model/durations';
import { formatMoney } from '../model/money';
import { chargedUnits, isAwaitingApproval, isTimeBased, lineAmounts, pricedQty } from '../model/pricing';
import { PrintTable } from './PrintTable';
import type { PrintScope } from './print-scope';

const isApprovedBoq = (line: PricingLine) =>
  line.IsBOQRequest === 1 && line.ApprovalStatusId === PRICING.ApprovedBoq;

/**
 * The pricing lines: the quantity counted (an approved BOQ line's approved quantity, marked; a line priced by the
 * hour, the hours it charges), the unit price, the discount, the tax (only when a line carries tax) and the amount
 * after discount; the totals below, of the lines counted (a BOQ line awaiting approval is shown, marked, and not
 * counted). The totals close the table once, not at the foot of every page.
 */
export function PricingTable({ print }: { print: PrintScope }) {
  const { t, data, dayMinutes } = print;
  const lines = data.pricing.map((line) => ({ line, amounts: lineAmounts(line, dayMinutes) }));
  const taxed = data.pricing.some((line) => line.Percentage > 0 || line.Tax > 0);
  const counted = lines.filter(({ line }) => !isAwaitingApproval(line));
  const sum = (pick: (row: (typeof lines)[number]) => number) =>
    Math.round(counted.reduce((total, row) => total + pick(row), 0) * 100) / 100;
  const net = sum((row) => row.amounts.net);
  const tax = sum((row) => row.amounts.tax);
  const totalRow = (label: string, amount: number, strong = false) => (
    <tr className={strong ? 'fk-job-print__total' : undefined}>
      <th scope="row" colSpan={taxed ? 6 : 5}>
        {label}
      </th>
      <td className="fk-job-print__num">{formatMoney(amount)}</td>
    </tr>
  );
  return (
    <PrintTable
      rows={lines}
      columns={[
        { header: t('item'), code: true, cell: ({ line }) => line.Item },
        {
          header: t('description'),
          cell: ({ line }) => (
            <>
              {line.Description}
              {isAwaitingApproval(line) && (
                <span className="fk-job-print__mark fk-job-print__mark--pending">
                  {t('awaitingApproval')}
                </span>
              )}
            </>
          ),
        },
        {
          header: t('qty'),
          numeric: true,
          cell: ({ line }) =>
            isApprovedBoq(line) ? (
              <span title={t('approvedQtyOf', { qty: line.Qty })}>
                {pricedQty(line)} <span className="fk-job-print__mark">{t('approvedQty')}</span>
              </span>
            ) : isTimeBased(line) ? (
              formatDuration(chargedUnits(line, dayMinutes) * 60, dayMinutes, t)
            ) : (
              `${pricedQty(line)}${line.PricingUnit ? ` ${line.PricingUnit}` : ''}`
            ),
        },
        { header: t('unitPrice'), numeric: true, cell: ({ line }) => formatMoney(line.UnitPrice) },
        {
          header: t('discount'),
          numeric: true,
          cell: ({ line, amounts }) =>
            amounts.discount === 0
              ? ''
              : line.DiscountTypeId === PRICING.PercentDiscount
                ? `${formatMoney(amounts.discount)} (${line.Discount}%)`
                : formatMoney(amounts.discount),
        },
        taxed && {
          header: t('tax'),
          numeric: true,
          cell: ({ line, amounts }) => `${formatMoney(amounts.tax)} (${line.Percentage}%)`,
        },
        { header: t('amount'), numeric: true, cell: ({ amounts }) => formatMoney(amounts.net) },
      ]}
      foot={
        taxed ? (
          <>
            {totalRow(t('subtotal'), net)}
            {totalRow(t('tax'), tax)}
            {totalRow(t('total'), Math.round((net + tax) * 100) / 100, true)}
          </>
        ) : (
          totalRow(t('total'), net, true)
        )
      }
    />
  );
}
