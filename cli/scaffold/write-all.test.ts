import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeAll } from './write-all.ts';

describe('writeAll', () => {
  it('leaves nothing behind when a later file cannot be written', () => {
    const dir = mkdtempSync(join(tmpdir(), 'write-all-'));
    writeFileSync(join(dir, 'order.txt'), 'DE\n');
    writeFileSync(join(dir, 'taken.yaml'), 'kept');
    const attempt = () =>
      writeAll([
        { path: join(dir, 'new', 'nl.yaml'), content: 'code: NL' },
        { path: join(dir, 'order.txt'), content: 'DE\nNL\n', previous: 'DE\n' },
        { path: join(dir, 'taken.yaml'), content: 'overwritten' },
      ]);
    expect(attempt).toThrow(/EEXIST/);
    expect(existsSync(join(dir, 'new'))).toBe(false);
    expect(readFileSync(join(dir, 'order.txt'), 'utf8')).toBe('DE\n');
    expect(readFileSync(join(dir, 'taken.yaml'), 'utf8')).toBe('kept');
  });
});
