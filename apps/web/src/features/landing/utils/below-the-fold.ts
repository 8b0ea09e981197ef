/**
 * For sections under the hero: the browser skips their style, layout and paint until they near the
 * viewport (the landing page's first render was dominated by that work on slow phones).
 */
export const belowTheFold = '[content-visibility:auto] [contain-intrinsic-size:auto_900px]';
