import { satisfy } from '@module-federation/enhanced/runtime';
import type { BuildInfo } from './remote-build-info';

/** A remote built against shared packages newer than the shell provides: it must not run. */
export class SharedVersionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SharedVersionError';
  }
}

/** What this shell offers every remote; empty outside a webpack build (tests). */
export const offeredVersions = (): Record<string, string> =>
  typeof __SHARED_VERSIONS__ === 'undefined' ? {} : __SHARED_VERSIONS__;

/** Every shared package the remote requires in a range the shell's version does not meet. */
export const unmetRequirements = (
  info: BuildInfo,
  offered: Record<string, string>,
): Array<{ name: string; required: string; offered: string }> =>
  Object.entries(info.shared).flatMap(([name, { requiredVersion }]) => {
    const version = offered[name];
    return requiredVersion && version && !satisfy(version, requiredVersion)
      ? [{ name, required: requiredVersion, offered: version }]
      : [];
  });

export const assertSharedVersions = (info: BuildInfo, offered: Record<string, string>): void => {
  const unmet = unmetRequirements(info, offered);
  if (unmet.length === 0) return;
  const needs = unmet
    .map(({ name, required, offered: has }) => `${name} ${required} (this site has ${has})`)
    .join(', ');
  throw new SharedVersionError(
    `${info.name} ${info.version} needs ${needs}. The site must be updated before this part can load.`,
  );
};
