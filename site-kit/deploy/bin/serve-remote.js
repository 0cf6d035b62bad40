#!/usr/bin/env node
import { main } from '../dist/remote-cli.js';

await main();
