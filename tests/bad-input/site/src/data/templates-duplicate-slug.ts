// Two templates with the same slug (bad input for tests/bad-input), taken
// from the templates plugin's own fixture.
export {duplicateTemplates as templates} from '../../../../../plugins/__fixtures__/site/src/data/templates';
