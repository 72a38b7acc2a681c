// A showcase entry whose URL is not a URL (bad input for tests/bad-input),
// made from the showcase plugin's valid fixture entry.
import {showcase as valid} from '../../../../../plugins/__fixtures__/site/src/data/showcase';

export const showcase = [{...valid[0]!, url: 'launch.example.com/video'}];
