import type { SEASONS } from 'shared-api';
import type { ShellMessage } from '../../../page-i18n';

// The convention pages' facts and programme, as keys of the shell's catalogue. A message may name
// the fees ({springFee}, {winterFee}, {parkingFee}), which the page puts in (site.ts).

export interface ScheduleItem {
  time: string;
  what: ShellMessage;
}

export interface ScheduleDay {
  /** The day's table is labelled by its heading: day-<id>. */
  id: 'friday' | 'saturday' | 'sunday' | 'monday';
  day: ShellMessage;
  items: readonly ScheduleItem[];
}

export interface Fact {
  label: ShellMessage;
  value: ShellMessage;
}

export interface ConventionInfo {
  /** The season of the conventions the page is about: the active one of it is the next edition. */
  season: (typeof SEASONS)[number];
  title: ShellMessage;
  lead: ShellMessage;
  /** 'At a glance' beside the page. */
  facts: readonly Fact[];
  schedule: readonly ScheduleDay[];
  /** The social group of this convention; null while it has none yet. */
  socialGroupUrl: string | null;
}
