#!/usr/bin/env node
import { main } from '../dist/node/remote-cli.js';

await main();
