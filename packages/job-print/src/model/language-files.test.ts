import { describeLanguageFiles } from '@fieldkit/core/testing';
import enGB from '../i18n/en-GB.json';
import esES from '../i18n/es-ES.json';
import frFR from '../i18n/fr-FR.json';
import { jobPrintTexts } from './print-texts';

describeLanguageFiles('job printout', jobPrintTexts, { 'en-GB': enGB, 'fr-FR': frFR, 'es-ES': esES });
