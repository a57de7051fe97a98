import type { VideoChatUser } from '@fieldkit/core/contract';
import { describe, expect, it } from 'vitest';
import { peopleToInvite } from './people-search';

const person = (LoginId: number, DisplayName: string): VideoChatUser => ({
  LoginId,
  DisplayName,
  PhotoPath: '',
  Email: '',
  StatusId: 2,
});
const people = [
  person(3, 'Bob Martin'),
  person(4, 'Carol Price'),
  person(5, 'Erin Cass'),
  person(6, 'Dan Oakes'),
];
const names = (found: VideoChatUser[]) => found.map((p) => p.DisplayName);

describe('the panel finds people to invite from 1 character', () => {
  it('offers everyone one can invite before anything is typed, those online first', () => {
    const some = [...people, { ...person(7, 'Ann Offline'), StatusId: 1 }, person(8, 'Zed Online')];
    expect(names(peopleToInvite(some, '', new Set([3])))).toEqual([
      'Carol Price',
      'Erin Cass',
      'Dan Oakes',
      'Zed Online',
      'Ann Offline',
    ]);
    expect(names(peopleToInvite(some, '   ', new Set([3, 4, 5, 6, 8])))).toEqual(['Ann Offline']);
  });

  it('matches names that start with or contain the text, ignoring case and blanks, those starting first', () => {
    expect(names(peopleToInvite(people, ' CA ', new Set()))).toEqual(['Carol Price', 'Erin Cass']);
    expect(names(peopleToInvite(people, 'o', new Set()))).toEqual(['Bob Martin', 'Carol Price', 'Dan Oakes']);
  });

  it('leaves out those excluded (in the call, rung already, the user)', () => {
    expect(names(peopleToInvite(people, 'ca', new Set([4])))).toEqual(['Erin Cass']);
  });
});
