import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

/** The body of /ai-embed: heading, explanation and the chat mount point. */
export default function AiEmbed(): ReactNode {
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Ask AI about Remotion</h1>
        <p className={styles.intro}>
          This assistant answers questions about Remotion using the
          documentation on this site: APIs, rendering, the Player, Lambda and
          more. Answers are generated automatically and can be wrong, so follow
          the links it gives to check the relevant docs page.
        </p>
      </header>
      <div
        id="ask-ai-embed-root"
        className={styles.root}
        role="region"
        aria-label="Ask AI chat"
      />
      <p className={styles.footnote}>
        Prefer to read for yourself? Open the{' '}
        <Link to="/docs/" target="_blank" rel="noopener noreferrer">
          documentation
        </Link>{' '}
        in a new tab.
      </p>
    </main>
  );
}
