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
