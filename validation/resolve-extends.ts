import { basename, dirname, join } from 'node:path';
import { displayPath } from './paths.ts';
import { countryFilesIn } from './country-files.ts';
import type { Diagnostic } from './diagnostic.ts';
import { isMapping, mergeOver, type TracedData } from './merge-data.ts';
import { diagnosticAtOrigin, originsOf, type Origins } from './origins.ts';
import { escapeUnsafe, shown } from './shown.ts';
import { didYouMean } from './suggest.ts';
import { readYamlSource, type YamlSource } from './yaml-source.ts';

/** A country file with everything it inherits through `extends` laid under it. */
export interface ResolvedCountry {
  source: YamlSource;
  /** The resolved data, without `extends`; undefined when the file or a parent cannot be read. */
  data: unknown;
  /** Where each value of `data` is written. */
  origins: Origins;
  /** What is wrong with the file's `extends`: an unknown parent, a cycle, a parent that cannot be read. */
  extendsProblems: Diagnostic[];
  /** The file and the files it inherits from, nearest first. */
  chain: YamlSource[];
  /** The files of the cycle this file is part of, in `extends` order. */
  cycle?: string[];
  /**
   * Set when a parent cannot be read, or the file has a syntax error: the file's own data (what
   * yaml read of it), without `extends`, for the checks that do not need what it inherits
   * (check-yaml.ts, ownValueProblems, says which those are).
   */
  alone?: ResolvedCountry;
}

const stemOf = (path: string) => basename(path, '.yaml');

/**
 * Reads country files and resolves their `extends` against files of the same folder, reading
 * and resolving each file once however many others inherit from it.
 */
export class CountryResolver {
  private readonly resolved = new Map<string, ResolvedCountry>();
  /** The files whose resolution is under way, outermost first: a parent among them closes a cycle. */
  private readonly resolving: string[] = [];

  /** Every file read so far, parents included, by the path shown for it. */
  get sources(): Map<string, YamlSource> {
    return new Map([...this.resolved.values()].map(({ source }) => [source.file, source]));
  }

  /** Every resolved file, parents included. */
  get files(): ResolvedCountry[] {
    return [...this.resolved.values()];
  }

  resolve(path: string): ResolvedCountry {
    const known = this.resolved.get(path);
    if (known) return known;
    this.resolving.push(path);
    try {
      const country = this.resolveAnew(path);
      this.resolved.set(path, country);
      return country;
    } finally {
      this.resolving.pop();
    }
  }

  private resolveAnew(path: string): ResolvedCountry {
    const source = readYamlSource(path, displayPath(path));
    const own: TracedData = { data: source.data, origins: source.data === undefined ? new Map() : originsOf(source) };
    // A file with a syntax error is checked alone, on what it writes before the error: what it would inherit might settle the rest.
    if (isMapping(source.partial?.data)) {
      const alone = { source, ...withoutExtends({ data: source.partial.data, origins: originsOf(source) }), extendsProblems: [], chain: [source] };
      return { source, ...own, extendsProblems: [], chain: [source], alone };
    }
    if (!isMapping(own.data) || !Object.hasOwn(own.data, 'extends')) return { source, ...own, extendsProblems: [], chain: [source] };
    const parentName = own.data.extends;
    const problemAtExtends = (message: string) => [diagnosticAtOrigin(source, own.origins, { pointer: '/extends', at: 'value', message })];
    const failed = (message: string, cycle?: string[]): ResolvedCountry => ({ source, data: undefined, origins: own.origins, extendsProblems: problemAtExtends(message), chain: [source], cycle });

    const folderStems = countryFilesIn(dirname(path)).map(stemOf);
    const otherStems = folderStems.filter((stem) => stem !== stemOf(path));
    // Without a parent the file's data would be checked alone and miss every inherited key: one error says why instead.
    if (typeof parentName !== 'string' || parentName === '') return failed(`extends is ${shown(parentName)}; ${parentsAllowed(otherStems)}`);
    if (!folderStems.includes(parentName)) return failed(unknownParentMessage(parentName, otherStems));
    const parentPath = join(dirname(path), `${parentName}.yaml`);
    const cycle = this.cycleThrough(parentPath);
    if (cycle) return failed(cycleMessage(cycle, path), cycle);
    const parent = this.resolve(parentPath);
    if (parent.cycle?.includes(path)) return failed(cycleMessage(parent.cycle, path), parent.cycle);
    if (parent.data === undefined) {
      // The parent's errors are its own and listed once, for it; this file says once why what it inherits is unchecked.
      const message = `extends is ${shown(parentName)}, but ${parentName}.yaml has errors that keep it from being read (listed for that file), so the values this file inherits could not be checked; allowed: a parent file that can be read`;
      return { ...failed(message), alone: { source, ...withoutExtends(own), extendsProblems: [], chain: [source] } };
    }
    if (!isMapping(parent.data)) return failed(`extends is ${shown(parentName)}, but ${parentName}.yaml holds no keys to inherit; allowed: a parent file with keys at its top level`);
    const { data, origins } = mergeOver(parent, withoutExtends(own));
    return { source, data, origins, extendsProblems: [], chain: [source, ...parent.chain] };
  }

  /** The files of the cycle a parent closes when its resolution is already under way. */
  private cycleThrough(parentPath: string): string[] | undefined {
    const start = this.resolving.indexOf(parentPath);
    return start >= 0 ? this.resolving.slice(start) : undefined;
  }
}

function withoutExtends({ data, origins }: TracedData): TracedData {
  const { extends: _parent, ...rest } = data as Record<string, unknown>;
  return { data: rest, origins: new Map([...origins].filter(([pointer]) => pointer !== '/extends')) };
}

function unknownParentMessage(name: string, candidates: string[]): string {
  const stem = name.replace(/\.ya?ml$/, '');
  const suggestion = candidates.includes(stem) ? stem : didYouMean(name, candidates);
  const hint = suggestion ? `did you mean ${shown(suggestion)}?` : parentsAllowed(candidates);
  return `extends is ${shown(name)}, but there is no ${escapeUnsafe(name)}.yaml in this folder; ${hint}`;
}

function parentsAllowed(candidates: readonly string[]): string {
  return `allowed: the name of another file in this folder without .yaml (${candidates.join(', ') || 'none'})`;
}

/** `at.yaml → ch.yaml → at.yaml`, told from the file that reports it. */
function cycleMessage(cycle: string[], path: string): string {
  const start = cycle.indexOf(path);
  const fromHere = [...cycle.slice(start), ...cycle.slice(0, start), path].map((file) => basename(file));
  return `extends forms a cycle: ${fromHere.join(' → ')}; allowed: a chain of parents that ends in a file without extends`;
}
