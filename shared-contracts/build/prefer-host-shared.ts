import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Runtime plugin in every build: when the shell provides a shared module, everyone uses the
 * shell's copy, whatever version a remote brings. That keeps one React, one router, one session
 * store and one antd context (theme, locale, message) even when a remote is built against a newer
 * version; standalone, a remote still uses its own copy.
 */
export default function preferHostShared(): ModuleFederationRuntimePlugin {
  return {
    name: 'prefer-host-shared',
    resolveShare(args) {
      const versions = args.shareScopeMap[args.scope]?.[args.pkgName];
      if (!versions) return args;
      const hostVersion = Object.keys(versions).find((version) => versions[version]?.from === 'shell');
      const hostShared = hostVersion === undefined ? undefined : versions[hostVersion];
      if (hostShared && hostVersion !== args.version) {
        args.resolver = () => ({ shared: hostShared, useTreesShaking: false });
      }
      return args;
    },
  };
}
