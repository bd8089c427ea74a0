import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { ErrorPayload, Plugin, ViteDevServer } from 'vite';
import { DATA_CHANGED_EVENT, PAGE_OPENED_EVENT } from '../../src/config/live-edit-events.ts';
import { paths } from '../../validation/paths.ts';
import { countryModuleValues, VIRTUAL_MODULE_IDS, type ShopData } from '../vite/country-plugin.ts';
import { forgetCompiledSchemas } from '../../validation/schema-registry.ts';
import { dictionaryFromSource } from '../../validation/locale-dictionary.ts';
import { readShopData, type ShopDataCheck } from './shop-data.ts';
import type { CountrySelection } from '../valid-countries.ts';

/** An editor's save is often several writes (temporary file, rename): one check after the last. */
const QUIET_MS = 40;

/**
 * The state of the files a check reads, by name, time and size: a save that lands while a check
 * runs can slip past the watcher, so a check that ends on other files than it began with runs again.
 */
function filesState(folders: readonly string[]): string {
  return folders
    .flatMap((folder) => (existsSync(folder) ? readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((name) => join(folder, name)) : []))
    .map((path) => {
      const stat = statSync(path, { throwIfNoEntry: false });
      return `${path} ${stat?.mtimeMs} ${stat?.size}`;
    })
    .join('\n');
}

const timeOfDay = () => new Date().toLocaleTimeString('en-GB');

const isInside = (folder: string, file: string) => file === folder || file.startsWith(`${folder}${sep}`);

/** The validator's report as Vite shows a compile error over the page: the same text as the terminal's, at the first problem's place. */
export function overlayOf(refused: Exclude<ShopDataCheck, ShopData>): ErrorPayload['err'] {
  const first = refused.diagnostics[0];
  return {
    message: refused.report,
    stack: '',
    plugin: 'storefront validate',
    ...(first && { id: first.file, loc: { file: first.file, line: first.line, column: first.column } }),
  };
}

/**
 * `storefront dev`'s live preview: watches the country files, locales/, schemas/ and public/,
 * validates the selected country with validate's rules on every save, and either hands the open
 * pages the new data and texts (follow-live-edits.ts renders them in place) or shows the report over
 * the page, where it stays until a save makes the data valid again. `data` is what the country
 * plugin serves: swapped here, so that a page opened later has the new data too; `onValid` hears
 * each valid change.
 */
export function livePreviewPlugin(data: ShopData, selection: Required<Pick<CountrySelection, 'country' | 'countries'>>, onValid: (data: ShopData) => void): Plugin {
  const readFolders = [selection.countries, paths.locales, paths.schemas];
  let shownError: ErrorPayload['err'] | undefined;
  let schemasChanged = false;

  const showError = (server: ViteDevServer, refused: Exclude<ShopDataCheck, ShopData>) => {
    console.error(`${timeOfDay()} ${selection.country.toUpperCase()}: not on the page, the last valid data stays\n${refused.report}`);
    shownError = overlayOf(refused);
    server.ws.send({ type: 'error', err: shownError });
  };

  const check = async (server: ViteDevServer): Promise<void> => {
    const before = filesState(readFolders);
    await checkOnce(server);
    if (filesState(readFolders) !== before) return check(server);
  };

  const checkOnce = async (server: ViteDevServer) => {
    if (schemasChanged) forgetCompiledSchemas();
    schemasChanged = false;
    const started = performance.now();
    let checked: ShopDataCheck;
    try {
      checked = await readShopData(selection, data.shops);
    } catch (error) {
      // Whatever a save does (a schema that is not JSON yet), the preview stays up and says it.
      forgetCompiledSchemas();
      return showError(server, { diagnostics: [], report: (error as Error).message });
    }
    if ('report' in checked) return showError(server, checked);
    Object.assign(data, checked);
    onValid(data);
    shownError = undefined;
    for (const id of VIRTUAL_MODULE_IDS) {
      const module = server.moduleGraph.getModuleById(id);
      if (module) server.moduleGraph.invalidateModule(module);
    }
    const translations = dictionaryFromSource(paths.locales, data.config.locale);
    server.ws.send(DATA_CHANGED_EVENT, { ...countryModuleValues(data), translations });
    console.log(`${timeOfDay()} ${data.config.code}: valid, on the page (${Math.round(performance.now() - started)} ms)`);
  };

  return {
    name: 'storefront-live-preview',
    configureServer(server) {
      const watched = [selection.countries, paths.locales, paths.schemas, paths.publicDir];
      server.watcher.add(watched);
      let queue = Promise.resolve();
      let timer: NodeJS.Timeout | undefined;
      server.watcher.on('all', (_event, file) => {
        if (!watched.some((folder) => isInside(folder, file))) return;
        if (isInside(paths.schemas, file)) schemasChanged = true;
        clearTimeout(timer);
        timer = setTimeout(() => (queue = queue.then(() => check(server))), QUIET_MS);
      });
      server.ws.on(PAGE_OPENED_EVENT, (_message, client) => {
        if (shownError) client.send({ type: 'error', err: shownError });
      });
    },
  };
}
