import type { Plugin } from 'vite';

/** The Vite plugin that serves each simple-icons logo named in our source as its own module. */
export function simpleIconsPerModule(): Plugin;
