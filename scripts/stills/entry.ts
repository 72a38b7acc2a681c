// Entry point of the bundle that scripts/stills/render-template-stills.ts
// renders from: it only registers the compositions of StillsRoot.
import {registerRoot} from 'remotion';
import {StillsRoot} from './Root';

registerRoot(StillsRoot);
