// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES, LOGO_NAMES } from './logo-names';

const schemaFile = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'schemas', 'footer.schema.json');
const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as { $defs: { LogoName: { enum: string[] }; IconName: { enum: string[] } } };

describe('logo and icon names', () => {
  it('lists exactly the logos of the schema', () => {
    expect([...LOGO_NAMES].sort()).toEqual([...schema.$defs.LogoName.enum].sort());
  });

  it('lists exactly the icons of the schema', () => {
    expect([...ICON_NAMES].sort()).toEqual([...schema.$defs.IconName.enum].sort());
  });
});
