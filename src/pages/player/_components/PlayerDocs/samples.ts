/**
 * The install command shown on /player/. Its TypeScript samples are MDX
 * partials beside this file, so the build highlights them and the snippet
 * check type-checks them.
 */
export const installSample = `npm i --save-exact remotion @remotion/player`;
