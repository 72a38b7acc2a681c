import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {DISCORD_URL, REPO_URL, X_URL} from '@site/src/config/site';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import CardSection from '@site/src/components/CardSection';
import MarketingPage from '@site/src/components/MarketingPage';
import type {CardItem} from '@site/src/components/CardGrid';
import Prose from '@site/src/components/Prose';

const EMAIL = 'hi@remotion.dev';

const CHANNELS: readonly CardItem[] = [
  {
    title: 'Report a bug or request a feature',
    body: 'Open an issue on GitHub with a short reproduction, the versions you use and what you expected. Issues are public, so others with the same problem find the answer too.',
    link: {label: 'Open a GitHub issue', to: `${REPO_URL}/issues`},
  },
  {
    title: 'Ask the community',
    body: 'The Discord server is the fastest place for “how do I…?” questions, sharing what you built and talking to other developers who use Remotion.',
    link: {label: 'Join the Discord', to: DISCORD_URL},
  },
  {
    title: 'Follow the news',
    body: 'Release announcements, tips and things people made with Remotion are posted on X.',
    link: {label: 'Follow @remotion on X', to: X_URL},
  },
  {
    title: 'Write to the team',
    body: 'For anything that should not be public, such as partnerships, press or account questions, send an email.',
    link: {label: EMAIL, to: `mailto:${EMAIL}`},
  },
  {
    title: 'Licensing questions',
    body: 'Whether your company needs a license, and which one, is explained on the license page.',
    link: {label: 'Read about licensing', to: '/docs/license'},
  },
  {
    title: 'Hire help',
    body: 'Need someone to build your video project for you? The experts directory lists freelancers and agencies who work with Remotion.',
    link: {label: 'Find an expert', to: '/experts/'},
  },
];

/** /contact/: every way to reach the team and the community. */
export default function ContactPage(): ReactNode {
  return (
    <MarketingPage
      title="Contact"
      description="How to reach the Remotion team and community: GitHub issues, Discord, X, email, licensing questions and experts for hire."
      header={
        <PageHeader
          title="Contact us"
          lead="Pick the channel that fits your question. Technical questions get the best answers in public, where the community can help too."
        />
      }>
      <CardSection
        id="channels"
        title="Ways to reach us"
        intro="This site has no contact forms: every channel below is a link you can use right away."
        cards={CHANNELS}
        minWidth="16rem"
      />
      <Section id="tips" alt title="Before you ask">
        <Prose>
          <ul>
            <li>
              Search the <Link to="/docs/">documentation</Link>: most questions
              about APIs and rendering are answered there.
            </li>
            <li>
              Include the exact version of <code>remotion</code> and the
              packages you use, and the full error message.
            </li>
            <li>
              A minimal reproduction (a small project or a code snippet) gets
              you an answer much faster than a description.
            </li>
            <li>
              The <Link to="/docs/support">support page</Link> gives an overview
              of where to get help.
            </li>
          </ul>
        </Prose>
      </Section>
    </MarketingPage>
  );
}
