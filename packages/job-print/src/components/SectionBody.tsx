import { PRINT_SECTION, type PrintNote } from '@fieldkit/core/contract';
import type { ReactNode } from 'react';
import { formatDuration } from '../model/durations';
import { printDateTime, printDay } from '../model/print-format';
import { hasTravel } from '../model/sections';
import { ChecklistForms } from './ChecklistForms';
import { Facts } from './Facts';
import { PricingTable } from './PricingTable';
import { FormAttachments, hasFormAttachments, JobAttachments } from './PrintAttachments';
import { PrintTable } from './PrintTable';
import type { PrintScope } from './print-scope';

/** A notes list (special instructions, service notes, technician remarks): when, then the note as written. */
function Notes({ print, notes }: { print: PrintScope; notes: readonly PrintNote[] }) {
  return (
    <ul className="fk-job-print__notes">
      {notes.map((note, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: notes come oldest first and never move.
        <li key={index}>
          <span className="fk-job-print__muted">{printDateTime(note.CreatedDate, print.timeZone)}</span>
          <p>{note.Note}</p>
        </li>
      ))}
    </ul>
  );
}

type SectionBody = (print: PrintScope) => ReactNode;

/**
 * What each print section shows, by its id; null when the job has nothing for it (the section is left out). Marked
 * pure: its keys read the contract's ids, which a bundler would otherwise keep for fear of a getter, and with them
 * the whole printout in every bundle that imports anything of this package.
 */
const BODIES: Record<number, SectionBody> = /* @__PURE__ */ (() => ({
  [PRINT_SECTION.SlaHistory]: (print) => {
    const { t, data, timeZone } = print;
    if (data.sla.length === 0) return null;
    const when = (value: string | null) => printDateTime(value, timeZone);
    return (
      <PrintTable
        rows={data.sla}
        columns={[
          { header: t('slaType'), cell: (sla) => sla.SLAType },
          { header: t('priority'), cell: (sla) => sla.PriorityName },
          { header: t('duration'), cell: (sla) => sla.Durationstr },
          { header: t('slaStart'), cell: (sla) => when(sla.SLAStartTime) },
          { header: t('slaDue'), cell: (sla) => when(sla.SLAEndTime) },
          { header: t('slaActual'), cell: (sla) => when(sla.ActualSLAEndTime) },
          {
            header: t('slaResult'),
            cell: (sla) => {
              const result = sla.ActualSLAEndTime === null ? 'open' : sla.IsSLAMet ? 'met' : 'missed';
              const text = t(result === 'open' ? 'slaOpen' : result === 'met' ? 'slaMet' : 'slaMissed');
              return (
                <span className="fk-job-print__sla" data-fk-sla={result}>
                  {text}
                </span>
              );
            },
          },
        ]}
      />
    );
  },
  [PRINT_SECTION.Equipment]: ({ t, data }) =>
    data.equipment.length > 0 && (
      <PrintTable
        rows={data.equipment}
        columns={[
          { header: t('brand'), cell: (e) => e.Brand },
          { header: t('model'), cell: (e) => e.Model },
          { header: t('serialNo'), code: true, cell: (e) => e.SerialNo },
          { header: t('tagNo'), cell: (e) => e.TagNo },
        ]}
      />
    ),
  [PRINT_SECTION.PartRequest]: ({ t, data }) =>
    data.parts.PartLists.length > 0 && (
      <PrintTable
        rows={data.parts.PartLists}
        columns={[
          { header: t('partRequestNo'), code: true, cell: (p) => p.PartRequestNo },
          { header: t('partNo'), code: true, cell: (p) => p.PartNo },
          { header: t('description'), cell: (p) => p.Description },
          { header: t('qty'), numeric: true, cell: (p) => p.RequestedQty },
          { header: t('partStatus'), cell: (p) => p.PartReqStatus },
        ]}
      />
    ),
  [PRINT_SECTION.Shipping]: ({ t, data }) =>
    data.parts.Shipping.length > 0 && (
      <PrintTable
        rows={data.parts.Shipping}
        columns={[
          { header: t('shipVia'), cell: (s) => s.ShipVia },
          { header: t('shippingDate'), cell: (s) => printDay(s.ShippingDate) },
          { header: t('trackingNo'), code: true, cell: (s) => s.TrackingNo },
          { header: t('eta'), cell: (s) => [printDay(s.ETADate), s.ETATime].filter(Boolean).join(' ') },
        ]}
      />
    ),
  [PRINT_SECTION.RmaPart]: ({ t, data }) =>
    data.rma.JobRMAPartDetails.length > 0 && (
      <PrintTable
        rows={data.rma.JobRMAPartDetails}
        columns={[
          { header: t('rmaNo'), code: true, cell: (r) => r.RMANo },
          { header: t('trackingNo'), code: true, cell: (r) => r.RMATrackingNo },
          { header: t('shippingDate'), cell: (r) => printDay(r.RMAShippingDate) },
        ]}
      />
    ),
  [PRINT_SECTION.Pricing]: (print) => print.data.pricing.length > 0 && <PricingTable print={print} />,
  [PRINT_SECTION.SpecialInstruction]: (print) =>
    print.data.notes.SpecialInstructions.length > 0 && (
      <Notes print={print} notes={print.data.notes.SpecialInstructions} />
    ),
  [PRINT_SECTION.ServiceNotes]: (print) =>
    print.data.notes.ServiceNotes.length > 0 && <Notes print={print} notes={print.data.notes.ServiceNotes} />,
  [PRINT_SECTION.ChecklistForms]: (print) =>
    print.data.checklists.length > 0 && <ChecklistForms print={print} />,
  [PRINT_SECTION.FormAttachments]: (print) => hasFormAttachments(print) && <FormAttachments print={print} />,
  [PRINT_SECTION.Attachments]: (print) =>
    print.data.attachments.length > 0 && <JobAttachments print={print} />,
  [PRINT_SECTION.TechnicalRemarks]: (print) =>
    print.data.notes.TechnicianRemarks.length > 0 && (
      <Notes print={print} notes={print.data.notes.TechnicianRemarks} />
    ),
  [PRINT_SECTION.Travel]: ({ t, data, dayMinutes }) =>
    hasTravel(data.travel) && (
      <Facts
        facts={[
          [t('workedTime'), formatDuration(data.travel.AWorkduration, dayMinutes, t)],
          [t('travelTime'), formatDuration(data.travel.ATravelDuration, dayMinutes, t)],
          [t('travelDistance'), t('miles', { distance: data.travel.ATravelDistance })],
        ]}
      />
    ),
}))();

/** A print section's content, or null when the section is unknown or the job has nothing for it. */
export function sectionBody(sectionId: number, print: PrintScope): ReactNode {
  return BODIES[sectionId]?.(print) || null;
}
