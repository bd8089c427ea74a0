import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The parts of an entry in Vite's build manifest (`.vite/manifest.json`) read here. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

export function readBuildManifest(siteDir: string): BuildManifest {
  const file = join(siteDir, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: the build writes it for the budgets and the prerender step`);
  return JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
}

/**
 * Every script file a page can ever run: its entry (keyed in the manifest by the page's HTML file,
 * `login/index.html`) and what that imports, at once or on demand, however deep.
 */
export function reachableScripts(manifest: BuildManifest, htmlFile: string): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) visit(next);
  };
  visit(htmlFile);
  return [...new Set([...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js')))];
}
