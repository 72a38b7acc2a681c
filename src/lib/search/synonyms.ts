/** Groups of phrases that mean the same, the docs' own term first. */
export type SynonymGroups = readonly (readonly string[])[];

/**
 * Words and phrases that mean the same thing to someone searching these
 * docs. The first phrase of a group is the term the docs use; a query with
 * one of the other phrases is also searched with the first one, so
 * `subtitles` finds the captions pages and `dynamic duration` finds
 * `calculateMetadata()`.
 *
 * To add a group, list its phrases in lowercase, the term the docs use first.
 * Keep groups small and exact: a synonym is searched as if the visitor had
 * typed it, so a loose one brings loose results.
 */
export const SYNONYMS: SynonymGroups = [
  ['captions', 'subtitles', 'subtitle', 'closed captions'],
  ['odd', 'uneven'],
  ['calculatemetadata', 'dynamic duration', 'dynamic metadata'],
  ['h264', 'mp4', 'h.264'],
  // The title of the page about output formats.
  ['codecs and formats', 'mp4', 'webm', 'mov', 'file format', 'video format'],
  ['h265', 'hevc', 'h.265'],
  ['lambda', 'aws', 'serverless'],
  ['cloudrun', 'google cloud', 'gcp', 'cloud run'],
  ['transparent', 'alpha channel', 'transparency'],
  ['fade', 'crossfade', 'cross fade', 'dissolve'],
  ['transcribe', 'speech to text', 'transcription'],
  ['fps', 'frame rate', 'framerate'],
  ['staticfile', 'public folder asset'],
  ['still', 'thumbnail image', 'screenshot'],
  ['gif', 'animated gif'],
  ['delayrender', 'wait for data', 'async data'],
  ['concurrency', 'parallel rendering'],
  ['timeout', 'timeouts', 'times out', 'timed out', 'time out'],
];
