import type { Plugin } from 'vite';

/** The Vite dev server's plugin that loads the test captcha first in the page (RECAPTCHA_STUB=1). */
export function testCaptchaPlugin(): Plugin;
export const TEST_CAPTCHA_PATH: string;
export const TEST_CAPTCHA_FILE: string;
export function withTestCaptchaTag(html: string): string;
export function copySiteWithTestCaptcha(distDir: string, into: string): Promise<number>;
