import { describe, expect, it } from 'vitest';
import { chunkNameOf } from './chunk-names.ts';

const pkg = (name: string, count: number) => Array.from({ length: count }, (_, i) => `/kit/node_modules/${name}/esm/module-${i}.mjs`);
const app = (folder: string, count: number) => Array.from({ length: count }, (_, i) => `/kit/src/${folder}/module-${i}.tsx`);

describe('a chunk’s file name', () => {
  it('is Mantine’s for a shared chunk of Mantine’s core, whichever component Rolldown named it after', () => {
    expect(chunkNameOf({ name: 'Notice', facadeModuleId: null, moduleIds: [...pkg('@mantine/core', 67), ...pkg('@mantine/hooks', 1), ...pkg('typesafe-i18n', 7), ...app('widgets', 3)] })).toBe('mantine');
  });

  it('names Mantine and the kit’s shared code, largest first, when each makes up a quarter of the chunk or more', () => {
    expect(chunkNameOf({ name: 'fetch-json', facadeModuleId: null, moduleIds: [...app('api', 17), ...pkg('@mantine/core', 30)] })).toBe('mantine-app-shared');
  });

  it('names the i18n library by what it is', () => {
    expect(chunkNameOf({ name: 'runtime', facadeModuleId: null, moduleIds: [...pkg('typesafe-i18n', 7), ...app('i18n', 1)] })).toBe('i18n');
  });

  it('keeps Rolldown’s name for a shared chunk mostly of the kit’s own code: the module it is named after is what it holds', () => {
    expect(chunkNameOf({ name: 'LoginPage', facadeModuleId: null, moduleIds: [...app('login', 11), ...pkg('@mantine/core', 4)] })).toBe('LoginPage');
  });

  it('keeps the name of a chunk that stands for one module: a page or a part loaded later', () => {
    expect(chunkNameOf({ name: 'SiteFooter', facadeModuleId: '/kit/src/pages/site-footer/SiteFooter.tsx', moduleIds: pkg('@mantine/core', 9) })).toBe('SiteFooter');
  });
});
