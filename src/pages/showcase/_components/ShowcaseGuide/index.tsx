import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import {REPO_URL} from '@site/src/config/site';
import Section from '@site/src/components/Section';
import Steps, {type Step} from '@site/src/components/Steps';
import FieldTable from './FieldTable';
import {
  checkSample,
  cloneSample,
  entrySample,
  errorSample,
  installSample,
  posterSample,
} from './samples';

const STEPS: readonly Step[] = [
  {
    title: 'Fork and clone the repository',
    body: (
      <>
        <p>
          Fork the <Link to={REPO_URL}>website&apos;s repository</Link> on
          GitHub, clone your fork and create a branch for your entry.
        </p>
        <CodeBlock language="bash">{cloneSample}</CodeBlock>
        <p>
          Then install the dependencies in the folder that contains{' '}
          <code>docusaurus.config.ts</code>:
        </p>
        <CodeBlock language="bash">{installSample}</CodeBlock>
      </>
    ),
  },
  {
    title: 'Add a poster',
    body: (
      <>
        <p>
          Save a 16:9 image as <code>static/img/showcase/&lt;slug&gt;.svg</code>{' '}
          (or <code>.png</code>). It is shown on the card, so a clear frame of
          your video or a simple title card works best. Images must be files in
          the repository, not links to other sites. A hand-written SVG can be as
          small as this:
        </p>
        <CodeBlock
          language="xml"
          title="static/img/showcase/weekly-weather-recap.svg">
          {posterSample}
        </CodeBlock>
      </>
    ),
  },
  {
    title: 'Add your entry',
    body: (
      <>
        <p>
          Open <code>src/data/showcase.ts</code> and add an object to the{' '}
          <code>showcase</code> array. The fields are described in the table
          below.
        </p>
        <CodeBlock language="ts" title="Example entry">
          {entrySample}
        </CodeBlock>
      </>
    ),
  },
  {
    title: 'Run the checks',
    body: (
      <>
        <p>
          The type-check catches missing fields and wrong tag names. The build
          validates every entry (URL, slug, image path and that the poster file
          exists) and stops with a message that names the entry and the field.{' '}
          <code>npm test</code> runs the complete suite.
        </p>
        <CodeBlock language="bash">{checkSample}</CodeBlock>
        <p>A failed check looks like this:</p>
        <CodeBlock language="text">{errorSample}</CodeBlock>
      </>
    ),
  },
  {
    title: 'Open a pull request',
    body: (
      <p>
        Push your branch and open a pull request against the main repository.
        Say in a sentence what the project is and confirm that you may share the
        poster. A maintainer reviews it and may suggest edits to the text.
      </p>
    ),
  },
];

/** The step-by-step guide and field reference of /showcase/add. */
export default function ShowcaseGuide(): ReactNode {
  return (
    <>
      <Section
        id="steps"
        title="Submit an entry in five steps"
        intro="An entry is a few lines of TypeScript and one image, sent as a pull request."
        column="medium">
        <Steps steps={STEPS} />
      </Section>
      <Section
        id="fields"
        alt
        title="The data format"
        intro="Each entry is an object of type ShowcaseEntry. Here are its fields and the rules the build checks."
        column="medium">
        <FieldTable />
        <p>
          Want to see the result first? Browse the{' '}
          <Link to="/showcase/">showcase</Link>.
        </p>
      </Section>
    </>
  );
}
