/** The head's inline script that answers presses before the app (before-app.js). */
export function keepInputBeforeApp(): void;
