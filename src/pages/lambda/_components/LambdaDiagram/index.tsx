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

      <rect
        x="90"
        y="10"
        width="300"
        height="64"
        rx="12"
        className={styles.app}
      />
      <text x="240" y="38" className={styles.label}>
        Your code or the CLI
      </text>
      <text x="240" y="60" className={styles.mono}>
        renderMediaOnLambda()
      </text>

      <line
        x1="240"
        y1="74"
        x2="240"
        y2="114"
        className={styles.arrow}
        markerEnd="url(#lambda-arrow)"
      />

      <rect
        x="90"
        y="118"
        width="300"
        height="64"
        rx="12"
        className={styles.main}
      />
      <text x="240" y="146" className={styles.labelStrong}>
        Main function
      </text>
      <text x="240" y="168" className={styles.small}>
        plans 600 frames as 4 chunks
      </text>

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

      <rect
        x="90"
        y="420"
        width="300"
        height="64"
        rx="12"
        className={styles.main}
      />
      <text x="240" y="448" className={styles.labelStrong}>
        Main function
      </text>
      <text x="240" y="470" className={styles.small}>
        stitches the chunks together
      </text>

      <line
        x1="240"
        y1="484"
        x2="240"
        y2="524"
        className={styles.arrow}
        markerEnd="url(#lambda-arrow)"
      />

      <rect
        x="90"
        y="528"
        width="300"
        height="64"
        rx="12"
        className={styles.storage}
      />
      <text x="240" y="556" className={styles.labelStrong}>
        S3 bucket
      </text>
      <text x="240" y="578" className={styles.mono}>
        out.mp4
      </text>
    </svg>
  );
}
