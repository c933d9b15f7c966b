/** Builders for technology marks (see Mark in ./types). */
import type { LucideIcon } from 'lucide-react';
import type { SimpleIcon } from 'simple-icons';
import type { Mark } from './types';

/** A brand's own logo, named after the brand unless told otherwise ("iOS" for the Apple logo). */
export const brand = (icon: SimpleIcon, title: string = icon.title): Mark => ({ icon, title });

/** A pictogram standing for a technology or a service that has no logo of its own here. */
export const pictogram = (icon: LucideIcon, title: string): Mark => ({ icon, title });
