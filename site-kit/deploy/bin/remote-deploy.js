#!/usr/bin/env node
import { remoteDeploy } from '../dist/remote-cli.js';

process.exitCode = await remoteDeploy(process.argv.slice(2));
