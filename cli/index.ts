import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { join } from 'node:path';
import { CliError, EXIT_INVALID, EXIT_USAGE } from '../validation/errors.ts';
import { projectRoot } from '../validation/paths.ts';

const program = new Command('storefront')
  .description('Validate country data, generate types and build one storefront bundle per country.')
  .exitOverride()
  // A usage error is one line, with the hint to the help, as a script's log or a supervisor shows it.
  .configureOutput({ outputError: (text, write) => write(`${text.trim().replace(/\s*\n+\s*/g, ' ')} (run with --help for usage)\n`) });

/**
 * An option whose default is a folder of the kit: found from the kit's root, so a command typed in
 * docs/ reads countries/ and builds into dist/ as it does from the root. A path the user types is
 * theirs, and resolves from the folder they typed it in.
 */
function kitFolderOption(flags: string, description: string, folder: string): Option {
  return new Option(flags, description).default(join(projectRoot, folder), `${folder}/ of the kit`);
}

const countriesOption = () => kitFolderOption('--countries <dir>', 'folder of country files', 'countries');

// Each command's module is loaded only when that command runs, so `--help` stays fast.
program
  .command('generate')
  .description('write TypeScript types from schemas/ into src/config/')
  .option('--check', 'fail when the committed types differ from the schemas instead of writing them')
  .addHelpText('after', '\nExamples:\n  $ storefront generate\n  $ storefront generate --check')
  .action(async (options) => (await import('./commands/generate.ts')).generate(options));

program
  .command('validate')
  .description('check country files against schemas/ and across files; print every error as file:line:col')
  .argument('[paths...]', 'country files or folders of them', [])
  .option('--country <code>', 'check only this country, e.g. TR')
  .addOption(new Option('--format <format>', 'output format; github prints one ::error annotation line per error').choices(['text', 'json', 'github']).default('text'))
  .option('--watch', 'check again on every save of a country or locale file and print only what changed; Ctrl+C stops')
  .addHelpText('after', '\nExamples:\n  $ storefront validate\n  $ storefront validate countries/tr.yaml --format json\n  $ storefront validate --country CH_FR\n  $ storefront validate --format github\n  $ storefront validate --watch')
  .action(async (inputs, options) => (await import('./commands/validate.ts')).validateCommand(inputs, options));

program
  .command('new-country')
  .description('start a new country: its file extending an existing one, a locale folder and a flag when new, then validate')
  .argument('<code>', 'the new country\'s code, e.g. NL')
  .option('--from <code>', 'the country to start from and extend, e.g. DE')
  .option('--locale <tag>', 'its locale, e.g. nl-NL (default: the --from country\'s)')
  .option('--currency <code>', 'its ISO 4217 currency, e.g. EUR (default: the --from country\'s)')
  .option('--name <name>', 'its name in its own language (default: from the locale, e.g. Nederland)')
  .option('--allow-locale-region', 'accept a --locale whose region is not the country\'s (its hreflang then names that region)')
  .addOption(countriesOption())
  .addHelpText('after', '\nExamples:\n  $ storefront new-country NL --from DE --locale nl-NL --currency EUR\n  $ storefront new-country LI --from CH --name Liechtenstein')
  .action(async (code, options) => (await import('./commands/new-country.ts')).newCountryCommand(code, options));

const translations = program.command('translations').description("a country's texts for its translators: what is left to translate");

translations
  .command('status')
  .description('print, per country, how many texts are translated, still in another language (inherited) or missing, and each one left with the file:line to fix it')
  .option('--country <code>', 'only this country, e.g. NL')
  .addOption(countriesOption())
  .addHelpText('after', '\nExamples:\n  $ storefront translations status\n  $ storefront translations status --country CH_FR')
  .action(async (options) => (await import('./commands/translations-status.ts')).translationsStatusCommand(options));

translations
  .command('export')
  .description("write a country's texts (its locale's interface texts and its data's texts) as one XLIFF 2.0 file for a translation tool")
  .requiredOption('--country <code>', 'the country, e.g. NL')
  .option('--out <file>', 'the file to write; without it, standard output')
  .option('--untranslated', 'only the texts still to translate (state "initial")')
  .addOption(countriesOption())
  .addHelpText('after', '\nExamples:\n  $ storefront translations export --country NL --out nl.xlf\n  $ storefront translations export --country NL --untranslated --out nl-todo.xlf')
  .action(async (options) => (await import('./commands/translations-export.ts')).translationsExportCommand(options));

translations
  .command('import')
  .description("write a translation tool's XLIFF 2.0 file back: interface texts into locales/<locale>/index.ts, data texts into countries/<code>.yaml; refuses the whole file, writing nothing, on any problem")
  .argument('<file>', 'the XLIFF 2.0 file, as storefront translations export wrote it and a translation tool filled it')
  .option('--country <code>', 'the country the file must be for, e.g. NL: a file made for another country is refused')
  .addOption(countriesOption())
  .addHelpText('after', '\nExamples:\n  $ storefront translations import nl.xlf\n  $ storefront translations import nl.xlf --country NL')
  .action(async (file, options) => (await import('./commands/translations-import.ts')).translationsImportCommand(file, options));

program
  .command('build')
  .description('validate, then build one bundle per country into <out-dir>/<code>/')
  .option('--country <code>', 'build this country, e.g. TR')
  .option('--all', 'build every country')
  .addOption(kitFolderOption('--out-dir <dir>', 'where the country folders go', 'dist'))
  .addOption(countriesOption())
  .option('--pseudo', "QA's pseudo-locale: every text of the pages accented, 40 % longer and bracketed ([Ĵéţžţ åñɱéļðéñ ······]), placeholders kept; shows untranslatable, clipped and overflowing texts; never for a release")
  .option('--release', 'the release gate: refuse a country that shows a text in another language (inherited from a parent of another language, or still marked to translate) or lacks one, listing each with its file:line')
  .option('--shop-url <template>', "every country's shop address for this build (switcher, hreflang, canonical, mail links); {code} is the country code as a host label (ch-fr), {path} the path of its own shop address (/fr/)")
  .addHelpText('after', "\nExamples:\n  $ storefront build --country TR\n  $ storefront build --all --out-dir dist\n  $ storefront build --all --release\n  $ storefront build --country DE --pseudo --out-dir .storefront/pseudo\n  $ storefront build --all --out-dir staging --shop-url 'https://{code}.staging.example.com{path}'")
  .action(async (options) => (await import('./commands/build.ts')).buildCommand(options));

program
  .command('budgets')
  .description('check what each built page loads (gzip) against its budgets: JavaScript and CSS up front, and every script loaded without interaction, opened in Chromium from the reference services; fails naming the largest chunks')
  .option('--country <code>', 'check this country\'s build, e.g. TR')
  .option('--all', 'check every country\'s build')
  .addOption(kitFolderOption('--out-dir <dir>', 'where the built country folders are', 'dist'))
  .addOption(countriesOption())
  .addHelpText('after', '\nExamples:\n  $ storefront build --all && storefront budgets --all\n  $ storefront budgets --country TR')
  .action(async (options) => (await import('./commands/budgets.ts')).budgetsCommand(options));

program
  .command('audit')
  .description('build, serve with the reference services and run Lighthouse (mobile) on / and /login; print scores and metrics, write reports/')
  .option('--country <code>', 'audit this country, e.g. TR')
  .option('--all', 'audit every country')
  .addOption(kitFolderOption('--reports <dir>', 'where the Lighthouse reports and the summary go', 'reports'))
  .option('--runs <n>', 'Lighthouse runs per page; the median run counts', '3')
  .addOption(countriesOption())
  .addHelpText('after', '\nExamples:\n  $ storefront audit --country TR\n  $ storefront audit --all --runs 5 --reports /tmp/lighthouse')
  .action(async (options) => (await import('./commands/audit.ts')).auditCommand(options));

program
  .command('bench')
  .description('build a baseline revision and the working tree, serve both and measure them in turn: Lighthouse (mobile) on / and /login, the scripts they load untouched and the sign-up\'s INP at 4× CPU slowdown; print both with their ratio, write a JSON file')
  .option('--country <code>', 'measure this country, e.g. DE')
  .option('--baseline <revision>', 'the git revision to compare with', 'HEAD')
  .option('--runs <n>', 'Lighthouse runs per page and build; the median counts', '5')
  .option('--out <file>', 'the JSON file (default: reports/bench-<code>.json of the kit)')
  .addHelpText('after', '\nExamples:\n  $ storefront bench --country DE --baseline 4373eb6\n  $ storefront bench --country TR --baseline 4373eb6 --runs 3')
  .action(async (options) => (await import('./commands/bench.ts')).benchCommand(options));

program
  .command('screenshots')
  .description('build, serve with the reference services and photograph every page and sign-up state at phone and desktop width; write a review sheet')
  .option('--country <code>', 'photograph this country, e.g. TR')
  .option('--all', 'photograph every country')
  .addOption(kitFolderOption('--out <dir>', 'where the sheet (index.html) and the pictures go', 'reports/screens'))
  .option('--baseline <dir>', 'the --out folder of an earlier run: mark changed, new and missing pictures and fail on changes')
  .option('--threshold <pixels>', 'changed pixels a picture may have before --baseline fails the run', '0')
  .option('--port <port>', 'port on 127.0.0.1 for the served countries (default: a free one)')
  .option('--dist <dir>', 'where the built country folders are; stale ones are built there first (default: dist/ of the kit; with --pseudo, .storefront/pseudo/ of the kit, where git ignores it)')
  .option('--pseudo', "photograph QA's pseudo-locale build (see build --pseudo), never built into the release's dist/, and fail on a page that scrolls sideways or shows a text without brackets")
  .addOption(countriesOption())
  .addHelpText('after', '\nExamples:\n  $ storefront screenshots --all\n  $ storefront screenshots --country TR --baseline reports/screens-last-release')
  .action(async (options) => (await import('./commands/screenshots.ts')).screenshotsCommand(options));

program
  .command('list')
  .description('list the countries with locale, currency and legal age')
  .addOption(countriesOption())
  .addHelpText('after', '\nExample:\n  $ storefront list')
  .action(async (options) => (await import('./commands/list.ts')).listCommand(options));

program
  .command('show')
  .description('print one country\'s data as YAML, with everything it inherits through extends resolved')
  .requiredOption('--country <code>', 'the country to show, e.g. AT')
  .option('--origin', 'add a comment to each value naming the file and line that writes it')
  .addOption(countriesOption())
  .addHelpText('after', '\nExamples:\n  $ storefront show --country AT\n  $ storefront show --country CH --origin')
  .action(async (options) => (await import('./commands/show.ts')).showCommand(options));

program
  .command('matrix')
  .description('print the newsletter form elements per country (spec §2.1) from the country data')
  .addOption(new Option('--format <format>', 'output format').choices(['md', 'html']).default('md'))
  .addOption(countriesOption())
  .addHelpText('after', '\nExamples:\n  $ storefront matrix\n  $ storefront matrix --format html > matrix.html')
  .action(async (options) => (await import('./commands/matrix.ts')).matrixCommand(options));

program
  .command('dev')
  .description("a live preview of one country: Vite's dev server with the reference services and local tools; each save of its files shows on the open page, a mistake over it")
  .requiredOption('--country <code>', 'the country to develop, e.g. TR')
  .option('--port <port>', 'port on 127.0.0.1', '5173')
  .option('--data <dir>', "folder of the reference services' database (default .storefront/)")
  .addOption(countriesOption())
  .addHelpText('after', '\nExamples:\n  $ storefront dev --country AT\n  $ storefront dev --country CH_FR   (the shop at http://127.0.0.1:5173/fr/)')
  .action(async (options) => (await import('./commands/dev.ts')).devCommand(options));

program
  .command('serve')
  .description('serve one built country and the reference services on 127.0.0.1, building it first unless the build is current')
  .option('--country <code>', 'the country to serve, e.g. TR')
  .option('--all', 'serve every country from one process, each on its own origin http://<code>.localhost:<port>/, with an index at http://localhost:<port>/ (built into .storefront/serve-all/<port>/)')
  .option('--port <port>', 'port on 127.0.0.1', '4173')
  .option('--data <dir>', 'folder of the reference services\' database (default .storefront/)')
  .option('--upstream <url>', 'forward /service/* to real services at this address instead')
  .option('--dev-tools', 'also serve the local tools under /_dev: mailbox, staff sign-in, login token (not with --upstream)')
  .addOption(countriesOption())
  .addHelpText('after', '\nExamples:\n  $ storefront serve --country TR --dev-tools\n  $ storefront serve --all\n  $ storefront serve --country CH_FR --port 8080 --data /tmp/shop-data\n  $ storefront serve --country DE --upstream https://staging.example.com')
  .action(async (options) => (await import('./commands/serve.ts')).serveCommand(options));

/** Each --country adds shops; one may name several, comma-separated, as the environment variable does. */
function addCountries(value: string, previous: string[] = []): string[] {
  return [...previous, ...value.split(',').map((code) => code.trim()).filter(Boolean)];
}

/** An option a command takes once: a second one is a mistake to say, not to drop silently. */
function once(flag: string) {
  return (value: string, previous: string | undefined): string => {
    if (previous !== undefined) throw new InvalidArgumentError(`${flag} is given twice ("${previous}", "${value}"); give it once`);
    return value;
  };
}

program
  .command('services')
  .description("run the reference services of one or several shops for a web server in front of them (production's entry, no pages): each shop's own sign-ups, customers, mail language and links, at its own path on its host")
  .addOption(new Option('--country <code>', 'a shop to serve, e.g. CH; repeat it or separate codes with commas for several shops (CH at /, CH_FR at /fr/)').argParser(addCountries).env('STOREFRONT_COUNTRY').makeOptionMandatory())
  .addOption(new Option('--shop-url <url>', "the shops' host as the browser reaches it, each shop at its own path below it (https://www.shop.example.ch/ serves CH_FR at …/fr/); or a template with {code} and {path} as build takes; default: each shop's address from its data").argParser(once('--shop-url')).env('STOREFRONT_SHOP_URL'))
  .addOption(new Option('--port <port>', 'port to listen on; 0 for any free one').default('3000').env('STOREFRONT_PORT'))
  .addOption(new Option('--host <address>', 'address to listen on; 0.0.0.0 for every interface').default('127.0.0.1').env('STOREFRONT_HOST'))
  .addOption(new Option('--data <dir>', "folder of the services' database (default .storefront/)").env('STOREFRONT_DATA'))
  .option('--dev-tools', "also serve the local tools under each shop's /_dev: mailbox, staff sign-in, login token, vitals; never in production (env: STOREFRONT_DEV_TOOLS=1)")
  .addOption(new Option('--trust-proxy <addresses>', "the web server's or load balancer's addresses or networks, comma-separated (127.0.0.1,10.0.0.0/8): their X-Forwarded-For, -Proto, -Host and -Prefix and X-Request-Id are believed, so that rate limits count each shopper, cookies are Secure behind TLS and the log names the front's request id; default: none").env('STOREFRONT_TRUST_PROXY'))
  .addOption(new Option('--seed <file>', "the customers, staff, A/B tests and promotions to add, in the format of services/seed/seed.yaml; without it only the demo seed's tests and promotions, and its accounts (public passwords) only with --dev-tools").env('STOREFRONT_SEED'))
  .option('--unlimited', 'no rate limits, for load tests on a machine of your own')
  .addOption(countriesOption())
  .addHelpText(
    'after',
    "\nEvery option can come from the environment instead: STOREFRONT_COUNTRY=CH,CH_FR, STOREFRONT_SHOP_URL, STOREFRONT_PORT, STOREFRONT_HOST, STOREFRONT_DATA, STOREFRONT_TRUST_PROXY, STOREFRONT_SEED, STOREFRONT_DEV_TOOLS=1.\nIt logs one JSON line per request on standard output; GET /healthz answers 200 while the database does; SIGTERM stops it after the requests under way.\n\nExamples:\n  $ storefront services --country DE --shop-url https://www.shop.example.de/ --data /var/lib/storefront\n  $ storefront services --country CH --country CH_FR --shop-url https://www.shop.example.ch/ --port 3000 --data /var/lib/storefront --trust-proxy 127.0.0.1\n  $ STOREFRONT_COUNTRY=CH,CH_FR STOREFRONT_SHOP_URL=http://127.0.0.1:8080/ storefront services --dev-tools",
  )
  .action(async (options) => (await import('./commands/services.ts')).servicesCommand(options));

async function main(): Promise<void> {
  try {
    await program.parseAsync(process.argv);
  } catch (error) {
    process.exitCode = exitCodeFor(error);
  }
}

function exitCodeFor(error: unknown): number {
  if (error instanceof CommanderError) {
    // Help and version exit 0; any other commander failure is a usage error.
    return error.exitCode === 0 ? 0 : EXIT_USAGE;
  }
  if (error instanceof CliError) {
    console.error(error.message);
    return error.exitCode;
  }
  throw error;
}

// A reader that stops early (`storefront validate | head`) has all it wanted: stop quietly. A full
// disk or another failed write is said in one line, not as a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') console.error(`storefront: cannot write the output: ${error.message}`);
  process.exit(error.code === 'EPIPE' ? 0 : EXIT_INVALID);
});

await main();
