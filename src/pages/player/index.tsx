import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import {frameClockMeta} from '@site/src/remotion/marketing/meta';
import PageHeader from '@site/src/components/PageHeader';
import PlayerStage, {PlaceholderText} from '@site/src/components/PlayerStage';
import Section from '@site/src/components/Section';
import CardGrid, {type CardItem} from '@site/src/components/CardGrid';
import PlayerDocs from './_components/PlayerDocs';
import CallToAction from '@site/src/components/CallToAction';

const loadProductPlayer = () => import('./_components/ProductPlayer');

const USES: readonly CardItem[] = [
  {
    title: 'Preview before you render',
    body: 'Show people exactly what they will get while they fill in a form, and render the file only when they confirm.',
  },
  {
    title: 'Video as part of the interface',
    body: 'Play an animation in a landing page or a dashboard straight from its component, with no encoded file to host.',
  },
  {
    title: 'Editors and customisers',
    body: 'Combine the Player with your own inputs, timelines and layers to build an editing tool in the browser.',
  },
];

export default function PlayerPage(): ReactNode {
  return (
    <Layout
      title="Remotion Player"
      description="@remotion/player embeds a Remotion composition in any React app: play, pause, seek and change its props at runtime, without rendering a video file first.">
      <main>
        <PageHeader
          eyebrow={<code>@remotion/player</code>}
          title="Remotion Player"
          lead="Drop a video into any React app as a component. People can play, pause and seek it, and you can change its props while it plays. Nothing is encoded until you decide to render."
          primary={{label: 'Read the Player docs', to: '/docs/player'}}
          secondary={{label: 'Get started', to: '/docs/'}}
          aside={
            <PlayerStage
              width={frameClockMeta.width}
              height={frameClockMeta.height}
              placeholder={<PlaceholderText>frame 000</PlaceholderText>}
              caption="A live Player with controls. Seek anywhere: the component draws that frame right away."
              load={loadProductPlayer}
              props={{}}
            />
          }
        />
        <Section
          id="uses"
          alt
          title="What it is good for"
          intro="The Player runs your composition in the page itself, so there is no upload, no render queue and no file to wait for.">
          <CardGrid items={USES} />
        </Section>
        <PlayerDocs />
        <CallToAction
          title="Put your first composition in a page"
          body="The Player documentation describes every prop, method and event, with examples."
          primary={{label: 'Read the Player docs', to: '/docs/player'}}
          secondary={{label: 'Browse templates', to: '/templates/'}}
        />
      </main>
    </Layout>
  );
}
