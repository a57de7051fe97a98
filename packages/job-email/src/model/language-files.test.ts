import { describeLanguageFiles } from '@fieldkit/core/testing';
import enGB from '../i18n/en-GB.json';
import esES from '../i18n/es-ES.json';
import frFR from '../i18n/fr-FR.json';
import printEnGB from '../i18n/print.en-GB.json';
import printEsES from '../i18n/print.es-ES.json';
import printFrFR from '../i18n/print.fr-FR.json';
import { jobPrintTexts } from './print-texts';
import { jobEmailTexts } from './texts';

describeLanguageFiles('job e-mail', jobEmailTexts, { 'en-GB': enGB, 'fr-FR': frFR, 'es-ES': esES });

describeLanguageFiles('job printout', jobPrintTexts, {
  'en-GB': printEnGB,
  'fr-FR': printFrFR,
  'es-ES': printEsES,
});
