/**
 * The tools and technologies the case studies name, each with its mark: drawn beside the name in
 * a study's tool chips and in the title bar of a report view drawn after the tool. A study names
 * them (records/*.json) by the keys here.
 */
import type { LucideIcon } from 'lucide-react';
import { Braces, ChartColumn, LayoutTemplate, Link2, ListChecks, Milestone, Search } from 'lucide-react';
import type { SimpleIcon } from 'simple-icons';
import { siGooglesearchconsole, siPagespeedinsights, siWordpress } from 'simple-icons';
import { brand, pictogram } from '../marks';
import type { Mark } from '../types';

/** Tools with a logo of their own. */
const brands = {
  WordPress: siWordpress,
  'Search Console': siGooglesearchconsole,
  'PageSpeed Insights': siPagespeedinsights,
} satisfies Record<string, SimpleIcon>;

/** Kinds of tool, shown by a pictogram. */
const pictograms = {
  'Web analytics': ChartColumn,
  'Schema markup': Braces,
  'Site audit crawler': ListChecks,
  'Backlink tools': Link2,
  'Website builder': LayoutTemplate,
  'On-page SEO': Search,
  'SEO roadmap': Milestone,
} satisfies Record<string, LucideIcon>;

export type StudyToolName = keyof typeof brands | keyof typeof pictograms;

/** Each tool's mark, named as the studies name the tool. */
export const studyToolMarks = {
  ...Object.fromEntries(Object.entries(brands).map(([name, icon]) => [name, brand(icon, name)])),
  ...Object.fromEntries(Object.entries(pictograms).map(([name, icon]) => [name, pictogram(icon, name)])),
} as Readonly<Record<StudyToolName, Mark>>;

export const studyToolNames = Object.keys(studyToolMarks) as StudyToolName[];
