#!/usr/bin/env node
import { deployMain } from '../dist/remote-cli.js';

await deployMain();
