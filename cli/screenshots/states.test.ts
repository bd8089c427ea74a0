import { describe, expect, it } from 'vitest';
import { bundleDataOfFolder } from '../../validation/bundle-data.ts';
import { paths } from '../../validation/paths.ts';
import { allShots, shotsOf } from './states.ts';

const countries = bundleDataOfFolder(paths.countries);
const labels = (shots: ReturnType<typeof shotsOf>) => shots.map(({ route, state, width }) => `${route} ${state} ${width}`);

describe('the pictures of a country', () => {
  it.each(countries.map((config) => [config.code, config] as const))('%s: at least 8, each with a name of its own', (_code, config) => {
    const shots = shotsOf(config);
    expect(shots.length).toBeGreaterThanOrEqual(8);
    expect(new Set(shots.map(({ name }) => name)).size).toBe(shots.length);
  });

  it('cover every page at both widths and the sign-up form closed, expanded, with errors, signed up and confirmed', () => {
    const germany = labels(shotsOf(countries.find(({ code }) => code === 'DE')!));
    for (const width of ['phone', 'desktop']) {
      for (const page of ['/ page', '/login page', '/m/login page', '/newsletter/confirm page', '/ expanded', '/ errors', '/ signed-up', '/newsletter/confirm confirmed']) {
        expect(germany).toContain(`${page} ${width}`);
      }
    }
  });

  it('expect the not-found page to answer 404 and every other picture 200, so a page gone missing is no picture of it', () => {
    const statuses = new Map(shotsOf(countries.find(({ code }) => code === 'DE')!).map(({ name, status }) => [name, status]));
    expect(statuses.get('phone-404')).toBe(404);
    expect(statuses.get('desktop-login')).toBe(200);
    expect(statuses.get('phone-home-signed-up')).toBe(200);
  });

  it('open a footer group on the phone only, where the groups are an accordion', () => {
    const germany = labels(shotsOf(countries.find(({ code }) => code === 'DE')!));
    expect(germany.filter((label) => label.includes('footer-group-open'))).toEqual(['/ footer-group-open phone']);
  });

  it('keep a route\'s pictures together on the sheet, phone beside desktop', () => {
    expect(allShots().slice(0, 4).map(({ name }) => name)).toEqual(['phone-home', 'desktop-home', 'phone-home-expanded', 'desktop-home-expanded']);
  });
});
