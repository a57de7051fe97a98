import { describe, expect, it } from 'vitest';
import { formatDuration, hourAndMinutes, workDayMinutes } from './durations';
import { textsIn } from './print-texts';

describe('durations as the printout reads them', () => {
  it("HourAndMinutes is 'N hr M mins', minutes carried into hours", () => {
    expect(hourAndMinutes(2, 30)).toBe('2 hr 30 mins');
    expect(hourAndMinutes(0, 75)).toBe('1 hr 15 mins');
    expect(hourAndMinutes(0, 0)).toBe('0 hr 0 mins');
  });

  it('minutes under an hour, hours under a day, work days from 24 hours', () => {
    expect(formatDuration(45)).toBe('45 mins');
    expect(formatDuration(60)).toBe('1 hr');
    expect(formatDuration(150)).toBe('2.5 hrs');
    expect(formatDuration(23 * 60 + 59)).toBe('23.98 hrs');
    // 24 hours of an 8-hour work day are 3 days; 32 hours, 4.
    expect(formatDuration(24 * 60)).toBe('3 days');
    expect(formatDuration(32 * 60)).toBe('4 days');
    // A 10-hour work day (multi-day scheduling) makes the same 40 hours 4 days.
    expect(formatDuration(40 * 60, 600)).toBe('4 days');
  });

  it("in the printout's language: French and Spanish words and decimal commas", () => {
    expect(formatDuration(150, 480, textsIn('fr-FR'))).toBe('2,5 h');
    expect(formatDuration(35, 480, textsIn('fr-FR'))).toBe('35 min');
    expect(formatDuration(32 * 60, 480, textsIn('es-ES'))).toBe('4 días');
    expect(formatDuration(8 * 60 * 24, 480 * 24, textsIn('fr-FR'))).toBe('1 jour');
  });

  it('the work day is 480 minutes unless multi-day scheduling sets another', () => {
    expect(workDayMinutes()).toBe(480);
    expect(workDayMinutes({ IsMultiDayScheduling: false, WorkDayMinutes: 600 })).toBe(480);
    expect(workDayMinutes({ IsMultiDayScheduling: true, WorkDayMinutes: 600 })).toBe(600);
    expect(workDayMinutes({ IsMultiDayScheduling: true, WorkDayMinutes: 0 })).toBe(480);
  });
});
