// Every read of a job's printout data, one per job print call: the handlers answer each alone, the PDF reads them
// all at once (`jobPrintData`).
export { checklistPrintData } from './checklists';
export {
  companyPrintDetails,
  multiDayPreference,
  printJobHtmlSetting,
  printoutImage,
  printSettings,
} from './company';
export { crewContacts, customerFeedback, customerTechDetails, jobDetail, jobSignature } from './job-facts';
export {
  jobAttachments,
  jobEquipment,
  jobNotes,
  jobPricing,
  jobTravel,
  partRequestDetails,
  rmaPartDetails,
  slaHistory,
} from './sections';
