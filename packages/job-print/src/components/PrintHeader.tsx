import { PRINT_OPTION } from '@fieldkit/core/contract';
import { addressLines, printDay } from '../model/print-format';
import { statusText } from '../model/print-texts';
import { settingOn } from '../model/sections';
import { captionOf } from './caption';
import { AddressBlock, Facts } from './Facts';
import { PrintSection } from './PrintSection';
import type { PrintScope } from './print-scope';

/** The printout's own images, as URLs (object or `data:` URLs): the component fetches nothing. */
export interface JobPrintImages {
  logo?: string | undefined;
  header?: string | undefined;
  footer?: string | undefined;
}

/** The top of the printout: the company's header image, logo and address; the job's number, status and dates. */
export function PrintHeader({ print, images }: { print: PrintScope; images: JobPrintImages }) {
  const { t, data, timeZone } = print;
  const job = data.customer;
  return (
    <header className="fk-job-print__header">
      {images.header && <img className="fk-job-print__banner" src={images.header} alt="" />}
      <div className="fk-job-print__masthead">
        <div className="fk-job-print__company">
          {images.logo && <img className="fk-job-print__logo" src={images.logo} alt={t('companyLogo')} />}
          <AddressBlock lines={addressLines(data.company)} />
        </div>
        <div className="fk-job-print__title">
          <h1>{t('printTitle', { number: job.WoNumber || job.WoJobId })}</h1>
          <Facts
            facts={[
              [t('jobId'), job.WoJobId],
              [t('status'), statusText(t, job.JobStatus)],
              [t('reference'), job.ReferenceNo],
              [t('created'), printDay(job.CreatedDate, timeZone)],
              [t('scheduled'), printDay(job.ScheduleDate, timeZone)],
            ]}
          />
        </div>
      </div>
    </header>
  );
}

/** The customer and the site, the technician, and (setting 19) the billing address. */
export function PrintParties({ print }: { print: PrintScope }) {
  const { t, data } = print;
  const job = data.customer;
  const technician = data.crew[0];
  return (
    <div className="fk-job-print__parties">
      <PrintSection title={t('customerHeading')} kind="customer">
        <p className="fk-job-print__name">{job.CustomerName}</p>
        <Facts
          facts={[
            [t('customerType'), job.CustomerType],
            [t('siteAddress'), <AddressBlock key="site" lines={addressLines(job)} />],
            [t('contact'), job.ContactName],
            [t('phone'), job.Phone],
            [t('mobile'), job.Mobile],
            [t('email'), job.Email],
            [t('clliCode'), job.ClliCode],
            // A project shows only on a job that has one.
            [t('project'), job.ProjectId === null ? '' : job.ProjectName],
          ]}
        />
      </PrintSection>
      <PrintSection title={t('technicianHeading')} kind="technician">
        <p className="fk-job-print__name">{job.TechDisplayName}</p>
        <Facts
          facts={[
            [t('vendor'), job.VendorName],
            [t('email'), technician?.Email],
            [t('mobile'), technician?.Mobile],
          ]}
        />
      </PrintSection>
      {settingOn(data.settings, PRINT_OPTION.BillingAddress) && (
        <PrintSection title={captionOf(print, PRINT_OPTION.BillingAddress, 'billingAddress')} kind="billing">
          <AddressBlock
            lines={addressLines({
              UnitNo: job.BillingUnitNo,
              AddressLine1: job.BillingAddressLine1,
              AddressLine2: job.BillingAddressLine2,
              CityName: job.BillingCityName,
              StateName: job.BillingStateName,
              ZipCode: job.BillingZipCode,
            })}
          />
          <Facts
            facts={[
              [t('contact'), job.BillingContactName],
              [t('phone'), job.BillingPhone],
              [t('mobile'), job.BillingMobile],
              [t('email'), job.BillingEmail],
            ]}
          />
        </PrintSection>
      )}
    </div>
  );
}

/** The job detail (its planned time 'N hr M mins') and, on a crew job, the crew. */
export function PrintJobDetail({ print }: { print: PrintScope }) {
  const { t, data, timeZone } = print;
  const detail = data.detail;
  const planned = Math.max(0, detail.Hours * 60 + detail.Minutes);
  return (
    <PrintSection title={t('jobDetailHeading')} kind="detail">
      <Facts
        facts={[
          [t('category'), detail.WoCategory],
          [t('workType'), detail.WorkType],
          [t('workTask'), detail.WorkTask],
          [t('plannedTime'), t('hourAndMinutes', { hours: Math.floor(planned / 60), minutes: planned % 60 })],
          [t('appointment'), printDay(detail.ApptPrefDate, timeZone)],
          [t('slot'), detail.SlotName],
        ]}
      />
      {data.customer.IsCrewJob && data.crew.length > 0 && (
        <div className="fk-job-print__crew">
          <h3 className="fk-job-print__subheading">{t('crewHeading')}</h3>
          <ul>
            {data.crew.map((member) => (
              <li key={member.TechId}>
                <span className="fk-job-print__name">{member.DisplayName}</span>
                {[member.Email, member.Mobile].filter(Boolean).map((contact) => (
                  <span key={contact} className="fk-job-print__muted">
                    {contact}
                  </span>
                ))}
              </li>
            ))}
          </ul>
        </div>
      )}
    </PrintSection>
  );
}
