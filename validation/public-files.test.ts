import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isFileInside } from './public-files.ts';

let folder: string;
let root: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'public-files-'));
  root = join(folder, 'public');
  mkdirSync(join(root, 'images'), { recursive: true });
  writeFileSync(join(root, 'images', 'logo.svg'), '<svg/>');
  writeFileSync(join(folder, 'secret.svg'), '<svg/>');
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('isFileInside', () => {
  it('accepts a regular file under the folder, written with or without a leading slash', () => {
    expect(isFileInside(root, '/images/logo.svg')).toBe(true);
    expect(isFileInside(root, 'images/logo.svg')).toBe(true);
  });

  it('refuses a path that leaves the folder through .. even when the file exists', () => {
    expect(isFileInside(root, '/../secret.svg')).toBe(false);
    expect(isFileInside(root, '/images/../../secret.svg')).toBe(false);
  });

  it('refuses a link inside the folder that points out of it', () => {
    symlinkSync(join(folder, 'secret.svg'), join(root, 'images', 'linked.svg'));
    expect(isFileInside(root, '/images/linked.svg')).toBe(false);
  });

  it('refuses a folder, a device and a missing file', () => {
    mkdirSync(join(root, 'images', 'folder.svg'));
    symlinkSync('/dev/zero', join(root, 'images', 'zero.svg'));
    expect(isFileInside(root, '/images/folder.svg')).toBe(false);
    expect(isFileInside(root, '/images/zero.svg')).toBe(false);
    expect(isFileInside(root, '/images/missing.svg')).toBe(false);
  });
});
