import { z } from 'zod';

/**
 * Who sees a menu entry: an administrator, an approved member (administrators too), or anyone
 * signed in (members awaiting approval too).
 */
export const navAudienceSchema = z.enum(['admin', 'approved', 'member']);
export type NavAudience = z.infer<typeof navAudienceSchema>;

/** An absolute path inside the site, as a link opens it. */
const sitePathSchema = z.string().regex(/^\/[^/]/u, 'a path inside the site, starting with /');

/**
 * A label in each of the site's languages. Beside `label` rather than instead of it: a shell
 * from before the languages still reads `label`, and the English one goes there.
 */
export const navLabelsSchema = z.object({
  en: z.string().min(1),
  nl: z.string().min(1),
  fr: z.string().min(1),
});
export type NavLabels = z.infer<typeof navLabelsSchema>;

/** One menu entry a remote publishes beside its routes. */
export const navEntrySchema = z.object({
  /** In English; the shell shows it when the entry has no labels. */
  label: z.string().min(1),
  /** The label in the language shown; left out by the remotes whose pages stay English. */
  labels: navLabelsSchema.optional(),
  path: sitePathSchema,
  /** Entries are sorted by it; a group comes where its first entry does. */
  order: z.number(),
  /** The heading the entry is listed under; entries without one form a group of their own. */
  group: z.string().min(1).optional(),
  audience: navAudienceSchema,
  /** Where the entry leads those its audience leaves out; without it they do not see it. */
  fallbackPath: sitePathSchema.optional(),
});
export type NavEntry = z.infer<typeof navEntrySchema>;

/**
 * nav.json, written by a remote's build beside its remoteEntry.js: the menu the shell draws for
 * its pages, so that a new page ships with the remote alone.
 */
export const remoteNavSchema = z.object({ entries: z.array(navEntrySchema) });
export type RemoteNav = z.infer<typeof remoteNavSchema>;
