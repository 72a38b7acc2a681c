import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import CardSection from '@site/src/components/CardSection';
import MarketingPage from '@site/src/components/MarketingPage';
import {READ_THE_DOCS} from '@site/src/components/MarketingPage/actions';
import Prose from '@site/src/components/Prose';
import values from './_values.json';

/** /about/: the project, its principles and how it is funded. */
export default function AboutPage(): ReactNode {
  return (
    <MarketingPage
      title="About"
      description="Remotion is a source-available toolkit for making videos with React, developed since 2021 by a small team and funded by company licenses."
      header={
        <PageHeader
          title="About Remotion"
          lead="Remotion started in 2021 with a simple question: what if a video were just a React component? Today it is a toolkit for making, previewing and rendering videos with code, used by individual developers and companies alike."
        />
      }
      callToAction={{
        title: 'Get in touch',
        body: 'Questions about the project, licensing or a partnership? We would like to hear from you.',
        primary: {label: 'Contact us', to: '/contact/'},
        secondary: READ_THE_DOCS,
      }}>
      <Section id="project" title="The project">
        <Prose>
          <p>
            The first public release showed that a video can be described as a
            function of the current frame and rendered with a headless browser.
            Since then the toolkit has grown into a set of packages: the Studio
            for previewing, renderers for local machines, servers and serverless
            platforms, the Player for embedding videos in apps, and libraries
            for captions, media parsing and transitions.
          </p>
          <p>
            Remotion is <strong>source-available</strong>: all of the code is on
            GitHub, and you can read, debug and contribute to it. It is not
            licensed under an open source license, because a license fee from
            companies pays for its development (see below).
          </p>
          <p>
            It is built by a <strong>small team</strong> together with
            contributors from the community, who send fixes, write templates and
            answer questions on Discord and GitHub.
          </p>
        </Prose>
      </Section>
      <CardSection
        id="values"
        alt
        title="What we care about"
        intro="A few principles guide what we build and how."
        cards={values}
        variant="numbered"
        minWidth="14rem"
      />
      <Section id="funding" title="How development is funded">
        <Prose>
          <p>
            Remotion is free for individuals and small teams. Larger companies
            buy a <strong>company license</strong>, and that revenue pays for
            the people who maintain the toolkit, answer support questions and
            build new features. The <Link to="/docs/license">license page</Link>{' '}
            lists the exact terms and who needs a license.
          </p>
          <p>
            This model keeps incentives simple: the team earns money when
            companies succeed in shipping video with Remotion, so the focus
            stays on reliability, documentation and the features those projects
            need.
          </p>
        </Prose>
      </Section>
    </MarketingPage>
  );
}
