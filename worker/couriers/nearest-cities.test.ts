import { describe, expect, it } from 'vitest';
import { nearestCities } from './nearest-cities';

const LISTED = ['Karachi', 'Lahore', 'Faisalabad', 'Rawalpindi', 'Dera Ghazi Khan', 'Sukkur', 'Rohri', 'Sialkot'];

describe('the nearest cities of a courier’s list', () => {
  it('offers the listed spelling of a misspelt city, nearest first', () => {
    expect(nearestCities('Faislabad', LISTED)).toEqual(['Faisalabad']);
    expect(nearestCities('rawal pindi', LISTED)).toEqual(['Rawalpindi']);
    expect(nearestCities('Sukur', LISTED)).toEqual(['Sukkur']);
  });

  it('offers a listed city the written one begins', () => {
    expect(nearestCities('Dera Ghazi', LISTED)).toEqual(['Dera Ghazi Khan']);
  });

  it('offers none when every listed city is far from it', () => {
    expect(nearestCities('Atlantis', LISTED)).toEqual([]);
    expect(nearestCities('  ', LISTED)).toEqual([]);
  });

  it('offers at most five, as the courier spells them', () => {
    const many = ['LAHORE', 'Lahor', 'Lahora', 'Lahores', 'Lahure', 'Lahorr', 'Lahori'];
    const offered = nearestCities('Lahore', many);
    expect(offered).toHaveLength(5);
    expect(offered[0]).toBe('LAHORE');
  });
});
