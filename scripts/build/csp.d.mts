/** Google's tag (gtag.js) for Analytics 4, as Google's CSP guide lists it. */
export const GOOGLE_TAG: { script: string[]; img: string[]; connect: string[] };

/** The policy of a page whose inline scripts have these hashes ('sha256-…'). */
export function policy(options: { hashes: string[]; widgetOrigin: string | null; analytics: boolean }): string;

/** The text of every inline script the browser would run, in page order. */
export function inlineScripts(html: string): string[];

/** 'sha256-…' of the text, as a policy names an inline script. */
export function sha256(text: string): string;

/** What the policy would block in `html` that no hash can allow (event handler attributes, javascript: URLs). */
export function unhashable(html: string): string[];

/** `html` with its policy as the first element after <meta charset>. */
export function withPolicy(html: string, content: string): string;

/** The reviews widget's origin, from src/content/site.ts. */
export function widgetOriginOfSite(): Promise<string | null>;

/** Gives every page of the build in `dir` its policy; resolves to how many pages. */
export function applyCsp(dir: string, options?: { widgetOrigin?: string | null; analytics?: boolean }): Promise<number>;
