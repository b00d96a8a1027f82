/**
 * A tool the tests need from Debian's packages (Chromium, nginx, docker-compose): its path when it
 * is there; installed with apt-get when it is not and the tests run as root on Debian (the test
 * set-up, as CI does), saying so; otherwise a message saying how to get it.
 */
export declare function ensureDebianPackage(pkg: string, binary: string): string;
