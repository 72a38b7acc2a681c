import React, {type ReactNode} from 'react';
import {frameClockMeta} from '@site/src/remotion/marketing/meta';
import PlayerStage, {PlaceholderText} from '@site/src/components/PlayerStage';
import CardSection from '@site/src/components/CardSection';
import ProductPage from '@site/src/components/ProductPage';
import {
  BROWSE_TEMPLATES,
  GET_STARTED,
} from '@site/src/components/MarketingPage/actions';
import type {Action} from '@site/src/components/ActionButtons';
import PlayerDocs from './_components/PlayerDocs';
import uses from './_uses.json';

const loadProductPlayer = () => import('./_components/ProductPlayer');

/** The header's and the closing band's main button. */
const PLAYER_DOCS: Action = {label: 'Read the Player docs', to: '/docs/player'};

/** /player/: the product page of `@remotion/player`. */
export default function PlayerPage(): ReactNode {
  return (
    <ProductPage
      packageName="@remotion/player"
      title="Remotion Player"
      description="@remotion/player embeds a Remotion composition in any React app: play, pause, seek and change its props at runtime, without rendering a video file first."
      lead="Drop a video into any React app as a component. People can play, pause and seek it, and you can change its props while it plays. Nothing is encoded until you decide to render."
      primary={PLAYER_DOCS}
      secondary={GET_STARTED}
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
      callToAction={{
        title: 'Put your first composition in a page',
        body: 'The Player documentation describes every prop, method and event, with examples.',
        primary: PLAYER_DOCS,
        secondary: BROWSE_TEMPLATES,
      }}>
      <CardSection
        id="uses"
        alt
        title="What it is good for"
        intro="The Player runs your composition in the page itself, so there is no upload, no render queue and no file to wait for."
        cards={uses}
      />
      <PlayerDocs />
    </ProductPage>
  );
}
