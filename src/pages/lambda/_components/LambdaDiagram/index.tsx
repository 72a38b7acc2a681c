import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

const CHUNKS = [
  {label: 'Chunk 1', frames: '0–149'},
  {label: 'Chunk 2', frames: '150–299'},
  {label: 'Chunk 3', frames: '300–449'},
  {label: 'Chunk 4', frames: '450–599'},
] as const;

const CHUNK_WIDTH = 102;
const CHUNK_GAP = 16;
const CHUNK_Y = 250;
const chunkX = (i: number) => 10 + i * (CHUNK_WIDTH + CHUNK_GAP);
const chunkCenter = (i: number) => chunkX(i) + CHUNK_WIDTH / 2;

const BOX_X = 90;
const BOX_WIDTH = 300;
const BOX_HEIGHT = 64;
const BOX_CENTER = BOX_X + BOX_WIDTH / 2;
/** The space between two stacked boxes, spanned by the arrow between them. */
const BOX_GAP = 44;

/** A box's colours and the styles of its title and detail, by what it shows. */
const BOX_KINDS = {
  app: {box: styles.app, title: styles.label, detail: styles.mono},
  main: {box: styles.main, title: styles.labelStrong, detail: styles.small},
  storage: {
    box: styles.storage,
    title: styles.labelStrong,
    detail: styles.mono,
  },
};

/**
 * One full-width step of the diagram: a rounded box with a title and a detail
 * line and, with `arrowIn`, the arrow into it from the box above.
 */
function Box({
  y,
  kind,
  title,
  detail,
  arrowIn = false,
}: {
  readonly y: number;
  readonly kind: keyof typeof BOX_KINDS;
  readonly title: string;
  readonly detail: string;
  readonly arrowIn?: boolean;
}): ReactNode {
  const classes = BOX_KINDS[kind];
  return (
    <>
      {arrowIn ? (
        <line
          x1={BOX_CENTER}
          y1={y - BOX_GAP}
          x2={BOX_CENTER}
          y2={y - 4}
          className={styles.arrow}
          markerEnd="url(#lambda-arrow)"
        />
      ) : null}
      <rect
        x={BOX_X}
        y={y}
        width={BOX_WIDTH}
        height={BOX_HEIGHT}
        rx="12"
        className={classes.box}
      />
      <text x={BOX_CENTER} y={y + 28} className={classes.title}>
        {title}
      </text>
      <text x={BOX_CENTER} y={y + 50} className={classes.detail}>
        {detail}
      </text>
    </>
  );
}

/**
 * Inline diagram of a distributed render: one main function fans a video out
 * into chunks rendered in parallel, then stitches them and stores the file.
 */
export default function LambdaDiagram(): ReactNode {
  return (
    <svg
      className={styles.diagram}
      viewBox="0 0 480 600"
      role="img"
      aria-labelledby="lambda-diagram-title lambda-diagram-desc">
      <title id="lambda-diagram-title">
        How a render is split across Lambda functions
      </title>
      <desc id="lambda-diagram-desc">
        Your code calls renderMediaOnLambda. A main function splits a 600-frame
        video into four chunks of 150 frames. Four renderer functions render the
        chunks at the same time. The main function stitches the chunks into one
        video and saves it to an S3 bucket.
      </desc>
      <defs>
        <marker
          id="lambda-arrow"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse">
          <path d="M0 0 L10 5 L0 10 z" className={styles.arrowHead} />
        </marker>
      </defs>

      <Box
        y={10}
        kind="app"
        title="Your code or the CLI"
        detail="renderMediaOnLambda()"
      />
      <Box
        y={118}
        arrowIn
        kind="main"
        title="Main function"
        detail="plans 600 frames as 4 chunks"
      />

      {CHUNKS.map((chunk, i) => (
        <g key={chunk.label}>
          <path
            d={`M240 182 C240 215 ${chunkCenter(i)} 215 ${chunkCenter(i)} ${CHUNK_Y - 4}`}
            className={styles.arrow}
            markerEnd="url(#lambda-arrow)"
          />
          <rect
            x={chunkX(i)}
            y={CHUNK_Y}
            width={CHUNK_WIDTH}
            height="96"
            rx="12"
            className={styles.worker}
          />
          <text
            x={chunkCenter(i)}
            y={CHUNK_Y + 30}
            className={styles.labelStrong}>
            λ
          </text>
          <text x={chunkCenter(i)} y={CHUNK_Y + 56} className={styles.label}>
            {chunk.label}
          </text>
          <text x={chunkCenter(i)} y={CHUNK_Y + 80} className={styles.small}>
            {chunk.frames}
          </text>
          <path
            d={`M${chunkCenter(i)} ${CHUNK_Y + 96} C${chunkCenter(i)} 385 240 385 240 ${CHUNK_Y + 166}`}
            className={styles.arrow}
            markerEnd="url(#lambda-arrow)"
          />
        </g>
      ))}
      <text x="10" y="206" className={styles.note}>
        in parallel
      </text>

      <Box
        y={420}
        kind="main"
        title="Main function"
        detail="stitches the chunks together"
      />
      <Box y={528} arrowIn kind="storage" title="S3 bucket" detail="out.mp4" />
    </svg>
  );
}
