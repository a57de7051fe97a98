import '../styles.css';
import { PRINT_OPTION, PRINT_SECTION } from '@fieldkit/core/contract';
// The app's sanitiser, as a screen gives it (this package itself leaves sanitising to its host).
import { sanitizeUntrustedHtml } from '@fieldkit/ui/html';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import footer from '../../../server/fixtures/media/acme-printout-footer.png?url';
import header from '../../../server/fixtures/media/acme-printout-header.png?url';
import logo from '../../../server/fixtures/media/acme-printout-logo.png?url';
import { emptyJob, everySettingOn, job5001, withAnswer, withSettings } from '../stories/job-5001';
import { JobPrint } from './JobPrint';

// The printout from props alone (no server): job 5001's data as the seeded server answers it, Acme's images.

const images = { logo, header, footer };

const meta = {
  title: 'Widgets/Job print',
  component: JobPrint,
  parameters: { layout: 'padded' },
  args: { data: everySettingOn(job5001), images },
} satisfies Meta<typeof JobPrint>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** Job 5001 with every section and every other setting on. */
export const EverySection: Story = {
  play: async () => {
    await expect(page().getByRole('region', { name: 'Shipping' })).toBeVisible();
    await expect(page().getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  },
};

/** Job 5001 as Acme prints it: its own order, shipping, RMA parts and the third signature box off. */
export const AcmeSettings: Story = { args: { data: job5001 } };

/** Sections disabled (pricing, checklists, attachments) and reordered (travel and equipment first). */
export const SectionsDisabledAndReordered: Story = {
  args: {
    data: withSettings(job5001, {
      [PRINT_SECTION.Pricing]: { IsEnabled: 0 },
      [PRINT_SECTION.ChecklistForms]: { IsEnabled: 0 },
      [PRINT_SECTION.Attachments]: { IsEnabled: 0 },
      [PRINT_SECTION.Travel]: { OrderId: 0 },
      [PRINT_SECTION.Equipment]: { OrderId: 0 },
      [PRINT_OPTION.BillingAddress]: { IsEnabled: 0 },
    }),
  },
  play: async () => {
    await expect(page().queryByRole('region', { name: 'Pricing' })).toBeNull();
  },
};

const checklistsOnly = (data = job5001) =>
  withSettings(
    data,
    Object.fromEntries(
      data.settings.map((s) => [
        s.SettingId,
        { IsEnabled: s.SettingId === PRINT_SECTION.ChecklistForms ? 1 : 0 },
      ]),
    ),
  );

/** The checklists as answered: the dropdown's child 'Describe the wear' (Worn) and the thermal scan's child shown. */
export const ChecklistChildrenShown: Story = { args: { data: checklistsOnly() } };

/** Belt condition 'Broken': 'Where did it break?' shown instead of 'Describe the wear'. */
export const ChecklistDropdownOtherChild: Story = {
  args: { data: checklistsOnly(withAnswer(job5001, 6108, 'Broken')) },
  play: async () => {
    await expect(page().getByText('Where did it break?')).toBeVisible();
    await expect(page().queryByText('Describe the wear')).toBeNull();
  },
};

/** Belt condition 'Good': neither child of the dropdown shown. */
export const ChecklistDropdownChildHidden: Story = {
  args: { data: checklistsOnly(withAnswer(job5001, 6108, 'Good')) },
};

/** Checks done with 'Vibration' checked too: both children of the multi-checkbox shown. */
export const ChecklistMultiCheckboxBothShown: Story = {
  args: { data: checklistsOnly(withAnswer(job5001, 6112, 'Isolator tested,Thermal scan,Vibration')) },
};

/** Checks done with only 'Isolator tested': the multi-checkbox's children hidden. */
export const ChecklistMultiCheckboxChildrenHidden: Story = {
  args: { data: checklistsOnly(withAnswer(job5001, 6112, 'Isolator tested')) },
};

/** Overall result 'Pass with remarks' and urgency 'High': the sub-form shown, with its own child. */
export const ChecklistSubFormShown: Story = {
  args: { data: checklistsOnly(withAnswer(job5001, 6121, 'High')) },
  play: async () => {
    await expect(page().getByRole('heading', { name: 'Remarks for the customer' })).toBeVisible();
    await expect(page().getByText('Escalated to')).toBeVisible();
  },
};

/** Overall result 'Pass': the sub-form hidden with everything in it. */
export const ChecklistSubFormHidden: Story = {
  args: { data: checklistsOnly(withAnswer(job5001, 6118, 'Pass')) },
};

/** Question 6203 holds `<img src=x onerror=alert(1)>`: shown sanitised, nothing runs. */
export const HostileHtmlAnswer: Story = {
  args: { data: checklistsOnly(), sanitizeHtml: (html: string) => sanitizeUntrustedHtml(html).html },
  play: async ({ canvasElement }) => {
    await expect(page().getByText('Looks fine to me.')).toBeVisible();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
  },
};

/** A job with nothing recorded for any section: the header, the parties, the job detail and the sign-off. */
export const EmptyJob: Story = { args: { data: emptyJob(job5001), images: {} } };

/** The printout in the customer's language (French), whatever the user's. */
export const InFrench: Story = { args: { language: 'fr-FR' } };

/** A job not signed on site: the remarks, the signature boxes and the notes to write on, on paper. */
export const ToSignOnPaper: Story = {
  args: { data: { ...job5001, signature: { ...job5001.signature, Signature: '' } } },
};

/** In Spanish: the captions Acme left as they came, the status and the durations in Spanish; its own kept. */
export const InSpanish: Story = { args: { language: 'es-ES' } };
