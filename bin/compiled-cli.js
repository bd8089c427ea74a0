// The CLI compiled ahead of time to JavaScript under .storefront/cli/, so that a command starts
// without compiling TypeScript first. It is compiled again whenever a file it was made from has
// changed (a `git pull`, an edit), so that nothing stale ever runs.
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const outRoot = join(root, '.storefront', 'cli');
const manifestFile = join(outRoot, 'manifest.json');
/** Builds older than this are no longer run by any command that started from them. */
const STALE_BUILD_MS = 24 * 60 * 60 * 1000;

/**
 * When a file was last changed, as far as the system can tell: its modification time, which a copy
 * or an unpacked archive may carry over, with its change time, which no one can set back, and its size.
 */
function changeStamp(path) {
  const stats = statSync(path, { throwIfNoEntry: false });
  return stats && `${stats.mtimeMs} ${stats.ctimeMs} ${stats.size}`;
}

/** What a build was made from: each file with its change stamp, and the module to run. */
function readManifest() {
  try {
    return JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch {
    return undefined;
  }
}

function isCurrent(manifest) {
  return Object.entries(manifest.inputs).every(([file, stamp]) => changeStamp(join(root, file)) === stamp);
}

/**
 * Modules find the kit's folders from their own address (validation/paths.ts): in the bundle that
 * address is the source file's, as when they run from source.
 */
const sourceAddresses = {
  name: 'source-addresses',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, ({ path }) => {
      const contents = readFileSync(path, 'utf8')
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(path)));
      return { contents, loader: path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/**
 * Packages of many small CommonJS files that every command loads are compiled into the CLI: one
 * module parses in a third of the time Node takes to find, read and wrap each of their files.
 * The others stay in node_modules (native code, or large and only some commands need them).
 */
const BUNDLED_PACKAGES = /^(yaml|commander)(\/|$)/;

const bundledPackages = {
  name: 'bundled-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path }) => (BUNDLED_PACKAGES.test(path) ? undefined : { path, external: true }));
  },
};

async function compile() {
  const { build } = await import('esbuild');
  mkdirSync(outRoot, { recursive: true });
  const outdir = join(outRoot, `build-${Date.now()}-${process.pid}`);
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: ['cli/index.ts'],
    outdir,
    bundle: true,
    // Each command's module is a chunk of its own, loaded when that command runs.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // What a bundled CommonJS package requires of Node itself.
    banner: { js: "import { createRequire as createBundleRequire } from 'node:module'; const require = createBundleRequire(import.meta.url);" },
    jsx: 'automatic',
    metafile: true,
    logLevel: 'silent',
    plugins: [sourceAddresses, bundledPackages],
  });
  // This file too: how it compiles is part of what was made.
  const files = [...Object.keys(metafile.inputs), 'package-lock.json', 'bin/compiled-cli.js'];
  const manifest = { entry: pathToFileURL(join(outdir, 'index.js')).href, inputs: Object.fromEntries(files.map((file) => [file, changeStamp(join(root, file))])) };
  // Another command may compile at the same time: each runs its own build, the manifest names the last.
  const written = `${manifestFile}.${process.pid}`;
  writeFileSync(written, JSON.stringify(manifest));
  renameSync(written, manifestFile);
  removeStaleBuilds(outdir);
  return manifest;
}

function removeStaleBuilds(current) {
  for (const name of readdirSync(outRoot)) {
    const path = join(outRoot, name);
    if (name.startsWith('build-') && path !== current && Date.now() - statSync(path).mtimeMs > STALE_BUILD_MS) rmSync(path, { recursive: true, force: true });
  }
}

/** The address of the CLI's entry module, compiled from the current sources; the sources themselves where compiling is not possible. */
export async function cliEntry() {
  const manifest = readManifest();
  if (manifest && isCurrent(manifest)) return manifest.entry;
  try {
    return (await compile()).entry;
  } catch {
    // No esbuild, or no folder to write to: the sources, compiled as they load.
    const { register } = await import('tsx/esm/api');
    register();
    return pathToFileURL(join(root, 'cli', 'index.ts')).href;
  }
}
