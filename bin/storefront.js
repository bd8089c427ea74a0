#!/usr/bin/env node
import { cliEntry } from './compiled-cli.js';

await import(await cliEntry());
