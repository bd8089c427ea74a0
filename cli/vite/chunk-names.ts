/** What a chunk file name can be made from: the parts of Rolldown's pre-rendered chunk read here. */
export interface ChunkContents {
  /** Rolldown's name: the entry's, or that of one module in a shared chunk. */
  name: string;
  /** The module the chunk stands for; null for a chunk of code that several chunks share. */
  facadeModuleId: string | null;
  moduleIds: readonly string[];
}

/** Packages that ship as one library under one name. */
const LIBRARIES: readonly [family: string, packages: RegExp][] = [
  ['react', /^(react|react-dom|scheduler)$/],
  ['mantine', /^(@mantine\/.*|clsx)$/],
  ['i18n', /^typesafe-i18n$/],
];

// Below this share a family is not what a chunk holds, only part of it.
const NAMED_SHARE = 0.25;

/** The library, or 'app-shared' for the kit's own code, that a module belongs to. */
function familyOf(moduleId: string): string {
  const pkg = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(moduleId)?.[1]?.replace('\\', '/');
  if (!pkg) return 'app-shared';
  return LIBRARIES.find(([, packages]) => packages.test(pkg))?.[0] ?? pkg;
}

/**
 * The name of a chunk by what it holds. Rolldown names a shared chunk after one module in it, so
 * a chunk of Mantine's core could be called after a notice and one of shared app code after the
 * fetch helper; the manifest and `budgets` then mislead. A shared chunk mostly of the kit's own
 * code keeps Rolldown's name, which is one of those modules (LoginPage, mount); any other is
 * named after the families that make up a quarter of it or more, largest first (mantine,
 * mantine-app-shared).
 */
export function chunkNameOf(chunk: ChunkContents): string {
  if (chunk.facadeModuleId) return chunk.name;
  const counts = new Map<string, number>();
  for (const id of chunk.moduleIds) counts.set(familyOf(id), (counts.get(familyOf(id)) ?? 0) + 1);
  const total = chunk.moduleIds.length;
  if ((counts.get('app-shared') ?? 0) / total >= 0.5) return chunk.name;
  const named = [...counts].filter(([, count]) => count / total >= NAMED_SHARE).sort(([, a], [, b]) => b - a);
  return named.length > 0 ? named.map(([family]) => family).join('-') : chunk.name;
}
