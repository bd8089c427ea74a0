#!/usr/bin/env node
// Runs the TypeScript CLI without a build step; the import must be dynamic so that it happens after register().
import { register } from 'tsx/esm/api';

register();
await import('../cli/index.ts');
