import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

type Field = {
  readonly name: string;
  readonly type: string;
  readonly required: boolean;
  readonly rules: ReactNode;
};

const TAGS = [
  'marketing',
  'social',
  'data',
  'music',
  'education',
  'product',
  'personalised',
  'captions',
  'three-d',
  'open-source',
] as const;

const FIELDS: readonly Field[] = [
  {
    name: 'slug',
    type: 'string',
    required: true,
    rules: (
      <>
        Identifies the entry. Lowercase letters, digits and single hyphens, for
        example <code>weekly-weather-recap</code>. Must be unique in the file.
      </>
    ),
  },
  {
    name: 'sample',
    type: 'true',
    required: true,
    rules: (
      <>
        Always <code>true</code>: every entry on this site is shown with a
        sample label.
      </>
    ),
  },
  {
    name: 'title',
    type: 'string',
    required: true,
    rules: 'The project name shown on the card. At least 2 characters.',
  },
  {
    name: 'description',
    type: 'string',
    required: true,
    rules:
      'One or two sentences on what the video is and how it is made. At least 20 characters.',
  },
  {
    name: 'author',
    type: 'string',
    required: true,
    rules: 'The person, team or company that made it.',
  },
  {
    name: 'url',
    type: 'string',
    required: true,
    rules: (
      <>
        Where people can see the project. Must start with <code>https://</code>.
      </>
    ),
  },
  {
    name: 'poster',
    type: 'string',
    required: true,
    rules: (
      <>
        Path of the poster image, starting with <code>/img/</code> and ending in{' '}
        <code>.svg</code>, <code>.png</code>, <code>.jpg</code>,{' '}
        <code>.jpeg</code>, <code>.webp</code> or <code>.avif</code>. The file
        must exist under <code>static/</code>.
      </>
    ),
  },
  {
    name: 'tags',
    type: 'ShowcaseTag[]',
    required: true,
    rules: (
      <>
        At least one, no duplicates, from:{' '}
        {TAGS.map((tag, i) => (
          <React.Fragment key={tag}>
            {i > 0 ? ', ' : null}
            <code>{tag}</code>
          </React.Fragment>
        ))}
        .
      </>
    ),
  },
  {
    name: 'demoId',
    type: 'string',
    required: false,
    rules: (
      <>
        The id of a live demo of the site&apos;s demo registry,{' '}
        <code>src/remotion/registry.ts</code>. When set, the card offers Play
        and the showcase modal shows the demo in a player that opens on the
        demo&apos;s <code>posterFrame</code>; without it, the card offers the
        details and the modal shows the poster.
      </>
    ),
  },
];

/** Every field of `ShowcaseEntry`, with its type and validation rules. */
export default function FieldTable(): ReactNode {
  return (
    <dl className={styles.fields}>
      {FIELDS.map((field) => (
        <div key={field.name} className={styles.field}>
          <dt className={styles.fieldName}>
            <code>{field.name}</code>
            <span className={styles.meta}>
              <code>{field.type}</code>
              {field.required ? ' · required' : ' · optional'}
            </span>
          </dt>
          <dd className={styles.fieldRules}>{field.rules}</dd>
        </div>
      ))}
    </dl>
  );
}
