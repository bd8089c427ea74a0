import { CliError } from '../../validation/errors.ts';
import { loadShopEntries } from '../shop-entries.ts';
import { checkCountryFiles, type CountrySelection, type RefusedData } from '../valid-countries.ts';
import type { ShopData } from '../vite/country-plugin.ts';

export type ShopDataCheck = ShopData | RefusedData;

/**
 * One country's data as `build` would take it, with every country's shop for its switcher; or
 * why not, in validate's words. Another country's problem is not this one's: while that file is
 * invalid the switcher keeps the shops it had (`shops`), and the terminal says why.
 */
export async function readShopData(selection: Required<Pick<CountrySelection, 'country' | 'countries'>>, shops: ShopData['shops']): Promise<ShopDataCheck> {
  try {
    const checked = await checkCountryFiles(selection);
    if ('report' in checked) return checked;
    return { config: checked.files[0]!.config, shops: await currentShops(selection.countries, shops) };
  } catch (error) {
    // A country file deleted or renamed while editing: said as the command line says it.
    if (error instanceof CliError) return { diagnostics: [], report: error.message };
    throw error;
  }
}

async function currentShops(folder: string, previous: ShopData['shops']): Promise<ShopData['shops']> {
  try {
    return await loadShopEntries(folder);
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    console.error(`The country switcher keeps its shops while another country's file is invalid: ${error.message.split('\n')[0]}`);
    return previous;
  }
}
