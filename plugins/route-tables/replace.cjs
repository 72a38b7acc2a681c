/* global module, require */
/**
 * Loader that replaces a generated module's source with a file that
 * `plugins/route-tables` wrote for the browser bundle (see `split.ts`).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a loader is CommonJS
const fs = require('fs');

module.exports = function replaceWithFile() {
  const {file} = this.getOptions();
  this.addDependency(file);
  return fs.readFileSync(file, 'utf8');
};
