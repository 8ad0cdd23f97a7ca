import type { LogLevel } from 'shared-api';

export type LevelColor = 'error' | 'warning' | 'info';

/** Error and Critical are shown as danger. */
export const levelColor = (level: LogLevel): LevelColor => {
  switch (level) {
    case 'Critical':
    case 'Error':
      return 'error';
    case 'Warning':
      return 'warning';
    case 'Info':
      return 'info';
  }
};
