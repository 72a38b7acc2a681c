import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import MdxPartial from '@site/src/components/MdxPartial';
import Section from '@site/src/components/Section';
import PropsList from './PropsList';
import {installSample} from './samples';
import CountdownPreview from './_CountdownPreview.mdx';
import ControlledPlayer from './_ControlledPlayer.mdx';
import styles from './styles.module.css';

/** The "how to use it" half of /player/: install, embed, props, control. */
export default function PlayerDocs(): ReactNode {
  return (
    <>
      <Section
        id="embed"
        title="Embed it in your app"
        intro="Install the package next to remotion, then render the Player wherever a video belongs."
        column="medium">
        <p>
          Keep <code>remotion</code> and every <code>@remotion/*</code> package
          on the same exact version.
        </p>
        <CodeBlock language="bash">{installSample}</CodeBlock>
        <p>
          The component below is an ordinary React component. The Player calls
          it once per frame and passes <code>inputProps</code> as its props.
        </p>
        <MdxPartial content={CountdownPreview} />
      </Section>

      <Section
        id="props"
        alt
        title="The props you will use most"
        intro="These are a subset; the API reference lists every prop with its type and default.">
        <PropsList />
        <p className={styles.more}>
          <Link to="/docs/player">All Player props and methods</Link>
        </p>
      </Section>

      <Section
        id="control"
        title="Control it from your own UI"
        intro="Attach a ref to call methods such as play(), pause(), seekTo() and getCurrentFrame(), and subscribe to events such as play, pause, seeked, timeupdate and ended."
        column="medium">
        <MdxPartial content={ControlledPlayer} />
      </Section>
    </>
  );
}
