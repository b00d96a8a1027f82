/**
 * `npm run packages -w e2e`: Debian's packages the Playwright tests use (lib/debian.ts), every
 * missing one in one apt-get. `npm test` runs it beside the unit tests, so on a fresh machine the
 * browser tests start with everything installed instead of each waiting for apt in turn.
 */
import { ensureDebianPackages, testPackages } from './debian';

const installed = ensureDebianPackages(testPackages);
console.log(installed.length > 0 ? `[e2e] установлены пакеты Debian: ${installed.join(', ')}` : '[e2e] пакеты Debian для тестов уже на месте');
