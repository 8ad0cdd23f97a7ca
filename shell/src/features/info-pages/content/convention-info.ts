import type { SEASONS } from 'shared-api';
export interface ScheduleItem {
  time: string;
  what: string;
}

export interface ScheduleDay {
  day: 'Friday' | 'Saturday' | 'Sunday' | 'Monday';
  items: readonly ScheduleItem[];
}

export interface Fact {
  label: string;
  value: string;
}

export interface ConventionInfo {
  /** The season of the conventions the page is about: the active one of it is the next edition. */
  season: (typeof SEASONS)[number];
  title: string;
  lead: string;
  /** 'At a glance' beside the page. */
  facts: readonly Fact[];
  schedule: readonly ScheduleDay[];
  /** The social group of this convention; null while it has none yet. */
  socialGroupUrl: string | null;
}
