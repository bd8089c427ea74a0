// The import-cycle check of `npm run check:cycles` (scripts/test.sh runs it): modules import
// only downward, so any module can be read, tested and loaded without the ones above it.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'This module is part of an import circle: move what both sides need into a module of its own that neither imports back.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'validation-below-its-users',
      severity: 'error',
      comment:
        "validation/ is what validate is made of, below the CLI, the dev server and the services that use it: it imports none of them, so each can load it without the others.",
      from: { path: '^validation/' },
      to: { path: '^(cli|services)/' },
    },
    {
      name: 'app-and-services-without-the-cli',
      severity: 'error',
      comment: 'The pages and the reference services run without the storefront command: what they share with it lives in validation/ (or src/config/), never in cli/.',
      from: { path: '^(src|services)/' },
      to: { path: '^cli/' },
    },
    {
      name: 'features-apart',
      severity: 'error',
      comment:
        'A feature (the footer, the sign-up, the login, the staff preview) imports no other: the page composes them (src/pages) and passes one what it needs of another, as start-page.ts passes the footer the sign-up anchor and the staff panel.',
      from: { path: '^src/(footer|newsletter|login|preview)/' },
      to: { path: '^src/(footer|newsletter|login|preview)/', pathNot: '^src/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count: `import type` disappears from the JavaScript, but a circle through
    // a type still ties two modules together (neither can change or move without the other), so
    // it is a design circle all the same. Dynamic `import()` counts too: loading later does not
    // make a module depend on its caller any less.
    tsPreCompilationDeps: true,
  },
};
