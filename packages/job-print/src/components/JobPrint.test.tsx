import { PRINT_OPTION, PRINT_SECTION } from '@fieldkit/core/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { JobPrintData } from '../model/job-print-data';
import { emptyJob, job5001, withAnswer, withSettings } from '../stories/job-5001';
import { JobPrint } from './JobPrint';

const show = (data: JobPrintData = job5001) => render(<JobPrint data={data} />);

/** The printout's level-2 headings, in document order. */
const sectionHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

const region = (name: string) => screen.getByRole('region', { name });

describe('print sections: only enabled ones, in their OrderId order', () => {
  test("job 5001's sections follow Acme's order; shipping and RMA parts, disabled, are absent", () => {
    show();
    expect(sectionHeadings()).toEqual([
      'Customer',
      'Technician',
      'Billing Address',
      'Job detail',
      'Checklist Forms',
      'Pricing',
      'SLA History',
      'Special Instruction',
      'Service Notes',
      'Technician Remarks',
      'Equipment',
      'Part Request',
      'Travel / Conveyance',
      'Form Attachments',
      'Attachments',
      'Customer Signature',
      'Feedback',
    ]);
    expect(screen.queryByRole('region', { name: 'Shipping' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'RMA Part' })).toBeNull();
  });

  test('a section disabled is absent; sections reordered follow the new order', () => {
    show(
      withSettings(job5001, {
        [PRINT_SECTION.Pricing]: { IsEnabled: 0 },
        [PRINT_SECTION.Equipment]: { OrderId: 0 },
        [PRINT_SECTION.Shipping]: { IsEnabled: 1, OrderId: 100 },
      }),
    );
    const headings = sectionHeadings();
    expect(headings).not.toContain('Pricing');
    expect(headings.indexOf('Equipment')).toBe(headings.indexOf('Job detail') + 1);
    expect(headings.indexOf('Shipping')).toBe(headings.indexOf('Attachments') + 1);
    expect(within(region('Shipping')).getByRole('cell', { name: 'DPD Next Day' })).toBeTruthy();
  });

  test("a heading is the setting's caption, else the widget's text", () => {
    show(withSettings(job5001, { [PRINT_SECTION.Equipment]: { Caption: ' ' } }));
    expect(region('Equipment')).toBeTruthy();
    expect(screen.queryByRole('region', { name: ' ' })).toBeNull();
  });
});

describe('travel: only with worked time or a travel duration', () => {
  test('shown with durations in the company work day', () => {
    show();
    const travel = region('Travel / Conveyance');
    expect(within(travel).getByText('2.67 hrs')).toBeTruthy();
    expect(within(travel).getByText('35 mins')).toBeTruthy();
    expect(within(travel).getByText('18.4 miles')).toBeTruthy();
  });

  test('absent without worked time and travel duration, even with a distance', () => {
    show({ ...job5001, travel: { AWorkduration: 0, ATravelDuration: 0, ATravelDistance: 12 } });
    expect(screen.queryByRole('region', { name: 'Travel / Conveyance' })).toBeNull();
  });
});

describe('pricing', () => {
  test('the approved BOQ line shows its approved quantity, marked', () => {
    show();
    const row = within(region('Pricing')).getByRole('row', { name: /MOTOR-1\.5KW/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells[2]?.textContent).toBe('1 Approved');
    expect(within(row).getByText('Approved').parentElement?.title).toBe('Approved quantity; 2 requested');
    expect(cells.at(-1)?.textContent).toBe('£240.00');
  });

  test('amounts with the pound sign and two decimals; the totals with tax', () => {
    show();
    const pricing = within(region('Pricing'));
    expect(pricing.getByRole('row', { name: /BELT-SPZ1250/ }).textContent).toContain('£32.00');
    expect(pricing.getByRole('row', { name: /FILTER-592/ }).textContent).toContain('£5.10 (10%)');
    // The pulley, a BOQ line awaiting approval, is shown and marked but not counted: £561.40 less its £36.00.
    expect(pricing.getByRole('row', { name: 'Subtotal £525.40' })).toBeTruthy();
    expect(pricing.getByRole('row', { name: 'Tax £96.08' })).toBeTruthy();
    expect(pricing.getByRole('row', { name: 'Total £621.48' })).toBeTruthy();
  });

  test('a BOQ line awaiting approval says it is not in the total', () => {
    show();
    const row = within(region('Pricing')).getByRole('row', { name: /PULLEY-SPZ/ });
    expect(within(row).getByText('Awaiting approval: not in the total')).toBeTruthy();
  });

  test('a line priced by the hour shows the hours it charges as its quantity', () => {
    show();
    const row = within(region('Pricing')).getByRole('row', { name: /LAB-STD/ });
    const cells = within(row).getAllByRole('cell');
    // 2 h 30 min at £65.00 an hour: £162.50, and the quantity says so (not '1 Hour').
    expect(cells[2]?.textContent).toBe('2.5 hrs');
    expect(cells.at(-1)?.textContent).toBe('£162.50');
  });

  test('no tax column without tax on any line', () => {
    show({ ...job5001, pricing: job5001.pricing.map((line) => ({ ...line, Percentage: 0, Tax: 0 })) });
    const pricing = within(region('Pricing'));
    expect(pricing.queryByRole('columnheader', { name: 'Tax' })).toBeNull();
    expect(pricing.getByRole('row', { name: 'Total £525.40' })).toBeTruthy();
  });
});

describe('checklists: a child shows only for its parent answer, sub-forms likewise', () => {
  test("the dropdown's and the multi-checkbox's matching children show, the others do not", () => {
    show();
    const forms = within(region('Checklist Forms'));
    expect(forms.getByText('Describe the wear')).toBeTruthy();
    expect(forms.queryByText('Where did it break?')).toBeNull();
    expect(forms.getByText('Hottest point (°C)')).toBeTruthy();
    expect(forms.queryByText('Vibration reading (mm/s)')).toBeNull();
    expect(forms.getByText('Isolator tested, Thermal scan')).toBeTruthy();
    expect(forms.getByText('Yes')).toBeTruthy();
    expect(forms.getByText('21/02/2027')).toBeTruthy();
    expect(forms.getByText('22/11/2026 11:05')).toBeTruthy();
  });

  test('the sub-form shows, nested with its name, for its answer; not for another', () => {
    const { unmount } = show();
    const subForm = screen.getByRole('heading', { name: 'Remarks for the customer' });
    expect(subForm.parentElement?.textContent).toContain('Replace the filters at the next visit.');
    expect(screen.queryByText('Escalated to')).toBeNull();
    unmount();
    show(withAnswer(job5001, 6118, 'Pass'));
    expect(screen.queryByRole('heading', { name: 'Remarks for the customer' })).toBeNull();
    expect(screen.queryByText('Replace the filters at the next visit.')).toBeNull();
  });

  test('an html answer is set as HTML only through the sanitiser given; without one it is text', () => {
    const { container, unmount } = render(
      <JobPrint data={job5001} sanitizeHtml={(html) => html.replace(/<img[^>]*>/g, '')} />,
    );
    expect(screen.getByText('replaced').tagName).toBe('STRONG');
    expect(container.querySelector('img[src="x"]')).toBeNull();
    unmount();
    const plain = show();
    expect(screen.queryByText('replaced')).toBeNull();
    expect(plain.container.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(plain.container.querySelector('[onerror]')).toBeNull();
  });

  test("a question's image files show as images, once: in the form attachments when that section prints", () => {
    const { unmount } = show();
    expect(within(region('Checklist Forms')).queryByRole('img', { name: 'worn-belt.jpg' })).toBeNull();
    expect(within(region('Checklist Forms')).getByText('worn-belt.jpg')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'worn-belt.jpg' })).toHaveLength(1);
    unmount();
    show(withSettings(job5001, { [PRINT_SECTION.FormAttachments]: { IsEnabled: 0 } }));
    const forms = within(region('Checklist Forms'));
    expect(forms.getByRole('img', { name: 'worn-belt.jpg' }).getAttribute('src')).toMatch(
      /^data:image\/jpeg;base64,/,
    );
  });

  test('a heading that says the checklist name again is not printed twice', () => {
    show();
    const forms = within(region('Checklist Forms'));
    expect(forms.getAllByRole('heading', { name: 'Customer handover' })).toHaveLength(1);
  });
});

describe('the other settings', () => {
  test('the billing address only with setting 19', () => {
    const { unmount } = show();
    expect(within(region('Billing Address')).getByText('Northwind Group plc, 1 King Street')).toBeTruthy();
    unmount();
    show(withSettings(job5001, { [PRINT_OPTION.BillingAddress]: { IsEnabled: 0 } }));
    expect(screen.queryByRole('region', { name: 'Billing Address' })).toBeNull();
    expect(screen.queryByText('Northwind Group plc, 1 King Street')).toBeNull();
  });

  test('a job signed on site prints its signature and no box, remarks or notes to write on', () => {
    show();
    expect(region('Customer Signature')).toBeTruthy();
    for (const name of ['Signatures', 'Remarks', 'Print Notes'])
      expect(screen.queryByRole('region', { name })).toBeNull();
  });

  test('the signature boxes of a job to sign on paper are captioned by settings 15 to 17, each when on', () => {
    const unsigned = { ...job5001, signature: { ...job5001.signature, Signature: '' } };
    const { unmount } = show(unsigned);
    expect(region('Remarks')).toBeTruthy();
    expect(region('Print Notes')).toBeTruthy();
    const captions = () =>
      within(region('Signatures'))
        .getAllByRole('listitem')
        .map((box) => box.firstChild?.textContent);
    expect(captions()).toEqual(['Technician', 'Customer']);
    unmount();
    show(withSettings(unsigned, { 17: { IsEnabled: 1 }, 15: { Caption: 'Engineer' } }));
    expect(captions()).toEqual(['Engineer', 'Customer', 'Supervisor']);
  });

  test('the rating reads as its stars and says it', () => {
    show();
    const rating = within(region('Feedback')).getByRole('img', { name: 'Rated 4 out of 5' });
    expect(rating.textContent).toBe('★★★★☆');
  });

  test("the customer's signature with who signed", () => {
    show();
    const signature = within(region('Customer Signature'));
    expect(signature.getByRole('img', { name: 'Signature of Priya Shah' })).toBeTruthy();
    expect(signature.getByText('Signed by Priya Shah')).toBeTruthy();
  });

  test('a project only on a job with one', () => {
    const { unmount } = show();
    expect(within(region('Customer')).getByText('HVAC refit, Northwind')).toBeTruthy();
    unmount();
    show({ ...job5001, customer: { ...job5001.customer, ProjectId: null, ProjectName: '' } });
    expect(within(region('Customer')).queryByText('Project')).toBeNull();
  });
});

describe('attachments grouped by Type', () => {
  test('each Type a group in order, images as thumbnails, other files by name', () => {
    show();
    const attachments = within(region('Attachments'));
    expect(attachments.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Before',
      'After',
      'Documents',
    ]);
    const documents = attachments.getByRole('heading', { name: 'Documents' }).parentElement!;
    expect(within(documents).getByRole('img', { name: "Landlord's logo for the report" })).toBeTruthy();
    expect(within(documents).getByText('ahu-readings.csv')).toBeTruthy();
  });

  test("form attachments list the shown questions' files", () => {
    show();
    const files = within(region('Form Attachments'));
    expect(files.getByText('Describe the wear')).toBeTruthy();
    expect(files.getByRole('img', { name: 'belt-close-up.jpg' })).toBeTruthy();
  });
});

describe('an empty job', () => {
  test('the header, parties and detail; no section with nothing to show', () => {
    show(emptyJob(job5001));
    expect(screen.getByRole('heading', { level: 1, name: 'Job WO-1001' })).toBeTruthy();
    expect(sectionHeadings()).toEqual([
      'Customer',
      'Technician',
      'Billing Address',
      'Job detail',
      'Remarks',
      'Signatures',
      'Print Notes',
    ]);
  });
});

describe('language', () => {
  test("a printout in the customer's language takes the package's own file, whatever the host's", () => {
    render(<JobPrint data={job5001} language="fr-FR" />);
    expect(screen.getByRole('article').getAttribute('lang')).toBe('fr-FR');
    const detail = region("Détail de l'intervention");
    expect(within(detail).getByText('2 h 30 min')).toBeTruthy();
    // A caption Acme left as it came is said in French; one it chose stays its own.
    expect(region('Tarification')).toBeTruthy();
    expect(region('Adresse de facturation')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Billing Address' })).toBeNull();
    expect(within(region('Déplacement')).getByText('2,67 h')).toBeTruthy();
    expect(screen.getByText('Attribuée')).toBeTruthy();
  });

  test('a caption the company chose is printed as it wrote it, in every language', () => {
    render(
      <JobPrint
        data={withSettings(job5001, { [PRINT_SECTION.Pricing]: { Caption: 'Devis' } })}
        language="fr-FR"
      />,
    );
    expect(region('Devis')).toBeTruthy();
  });
});
