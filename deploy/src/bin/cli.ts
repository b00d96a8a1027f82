/** The operator commands (`npm run release -- <part>` …; `node deploy/dist/cli.js <command> …` in an image). */
import { runCli } from '../cli';
import { reportCommandLineFailure } from '../command-line';

runCli(process.argv.slice(2)).then((output) => console.log(output), reportCommandLineFailure);
