import { satisfy } from '@module-federation/enhanced/runtime';

/** build-info.json, written beside every bundle by scripts/webpack/build-info.js. */
export interface BuildInfo {
  name: string;
  version: string;
  buildId: string;
  shared: Record<string, { version: string; requiredVersion: string | null }>;
  /** The bundle's own scripts each exposed module runs, beside remoteEntry.js; older builds lack it. */
  exposes?: Record<string, unknown>;
}

/** The scripts `expose` runs, as build-info.json lists them; none when it does not say. */
export const exposedScripts = (info: BuildInfo, expose: string): string[] => {
  const files = info.exposes?.[expose];
  return Array.isArray(files)
    ? files.filter((file): file is string => typeof file === 'string')
    : [];
};

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

const isBuildInfo = (value: unknown): value is BuildInfo =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as BuildInfo).name === 'string' &&
  typeof (value as BuildInfo).buildId === 'string' &&
  typeof (value as BuildInfo).shared === 'object' &&
  (value as BuildInfo).shared !== null;

/**
 * The remote's build-info.json, read from beside its remoteEntry.js; null when there is none (an
 * older build, a development server): the version check is then left to the federation runtime.
 */
export const fetchBuildInfo = async (entry: string): Promise<BuildInfo | null> => {
  try {
    const url = new URL('build-info.json', new URL(entry, window.location.href));
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) return null;
    const info: unknown = await response.json();
    return isBuildInfo(info) ? info : null;
  } catch {
    return null;
  }
};

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
