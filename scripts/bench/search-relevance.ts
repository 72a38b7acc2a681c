/**
 * `npm run bench:search-relevance`: how often search puts the answer first,
 * measured through the real interface on the production build in `build/`
 * (run `npm run build` first; this script builds nothing).
 *
 * Every query of `tests/search-queries.ts` is typed into the search modal key
 * by key, and opened on the /search page. For each interface the script
 * reports top-1, top-3, top-5 and mean reciprocal rank, overall and per kind
 * of query, lists every query whose answer is not first, and checks that the
 * modal's "See all N results" agrees with the search page's count. Writes
 * `bench/results/search-relevance.json`.
 *
 * Options: `--only <kind>` runs one kind; `--modal-only` skips the page.
 */
import fs from 'fs';
import path from 'path';
import {writeResult} from './results';
import {
  KIND_LABELS,
  RELEVANCE_QUERIES,
  type QueryKind,
  type RelevanceQuery,
} from '../../tests/search-queries';
import {
  closeModal,
  modalResults,
  rankOf,
  searchPageResults,
  type ShownResults,
} from '../../tests/search-ui';
import {BUILD_DIR} from './paths';
import {runWhenExecuted, withServedBuild} from './server';

type Outcome = {
  readonly query: RelevanceQuery;
  readonly rank: number | null;
  readonly shown: ShownResults;
};

export type Scores = {
  readonly queries: number;
  readonly top1: number;
  readonly top3: number;
  readonly top5: number;
  readonly mrr: number;
};

export function score(outcomes: readonly {rank: number | null}[]): Scores {
  const share = (limit: number) =>
    outcomes.filter(({rank}) => rank !== null && rank <= limit).length /
    Math.max(1, outcomes.length);
  const round = (value: number) => Number(value.toFixed(3));
  return {
    queries: outcomes.length,
    top1: round(share(1)),
    top3: round(share(3)),
    top5: round(share(5)),
    mrr: round(
      outcomes.reduce((sum, {rank}) => sum + (rank ? 1 / rank : 0), 0) /
        Math.max(1, outcomes.length),
    ),
  };
}

function byKind(outcomes: readonly Outcome[]): Record<string, Scores> {
  const kinds = Object.keys(KIND_LABELS) as QueryKind[];
  return Object.fromEntries([
    ['all', score(outcomes)],
    ...kinds
      .map((kind) => [
        kind,
        score(outcomes.filter(({query}) => query.kind === kind)),
      ])
      .filter(([, scores]) => (scores as Scores).queries > 0),
  ]);
}

function printTable(title: string, table: Record<string, Scores>): void {
  const percent = (value: number) => `${(value * 100).toFixed(0)}%`;
  console.log(`\n${title}`);
  console.table(
    Object.fromEntries(
      Object.entries(table).map(([kind, scores]) => [
        kind,
        {
          queries: scores.queries,
          'top-1': percent(scores.top1),
          'top-3': percent(scores.top3),
          'top-5': percent(scores.top5),
          MRR: scores.mrr.toFixed(2),
        },
      ]),
    ),
  );
}

function printMisses(title: string, outcomes: readonly Outcome[]): void {
  const misses = outcomes.filter(({rank}) => rank !== 1);
  console.log(`\n${title}: ${misses.length} answers not first`);
  for (const {query, rank, shown} of misses) {
    console.log(
      `  [${query.kind}] "${query.query}": answer ${
        rank ? `#${rank}` : 'not shown'
      } (${query.answers[0]}); shown: ${shown.pages.slice(0, 4).join(', ') || 'nothing'}`,
    );
  }
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

/** Every answer must be a page of the build, or the query set is stale. */
function assertAnswersExist(queries: readonly RelevanceQuery[]): void {
  const missing = queries.flatMap(({query, answers}) =>
    answers
      .filter(
        (answer) =>
          !fs.existsSync(path.join(BUILD_DIR, `${answer}.html`)) &&
          !fs.existsSync(path.join(BUILD_DIR, answer, 'index.html')),
      )
      .map((answer) => `"${query}": ${answer}`),
  );
  if (missing.length > 0) {
    throw new Error(
      `tests/search-queries.ts names pages the build does not have:\n${missing.join('\n')}`,
    );
  }
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(BUILD_DIR, 'pagefind'))) {
    throw new Error('No build/pagefind/: run `npm run build` first.');
  }
  const only = argument('--only');
  const queries = RELEVANCE_QUERIES.filter(
    ({kind}) => only === undefined || kind === only,
  );
  assertAnswersExist(queries);
  await withServedBuild(BUILD_DIR, async ({server, browser}) => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/docs`);
    await page.waitForSelector('html[data-has-hydrated="true"]');

    const modal: Outcome[] = [];
    for (const query of queries) {
      const shown = await modalResults(page, query.query);
      await closeModal(page);
      modal.push({query, shown, rank: rankOf(shown.pages, query.answers)});
    }

    const searchPage: Outcome[] = [];
    if (!process.argv.includes('--modal-only')) {
      for (const query of queries) {
        const shown = await searchPageResults(page, server.url, query.query);
        searchPage.push({
          query,
          shown,
          rank: rankOf(shown.pages, query.answers),
        });
      }
    }

    const modalTable = byKind(modal);
    printTable('Search modal', modalTable);
    printMisses('Search modal', modal);
    const shownCounts = modal.map(({shown}) => ({
      hits: shown.hits,
      pages: shown.pages.length,
    }));
    const fewHits = modal.filter(
      ({shown}) =>
        shown.total !== null &&
        shown.total >= 5 &&
        (shown.hits < 8 || shown.pages.length < 5),
    );
    console.log(
      `\nModal: ${fewHits.length} queries with at least 5 matching pages show fewer than 8 hits or 5 pages`,
    );

    let pageTable: Record<string, Scores> | null = null;
    const disagreements: string[] = [];
    if (searchPage.length > 0) {
      pageTable = byKind(searchPage);
      printTable('/search page', pageTable);
      printMisses('/search page', searchPage);
      modal.forEach(({query, shown}, index) => {
        const other = searchPage[index]!.shown.total;
        if ((shown.total ?? 0) !== (other ?? 0)) {
          disagreements.push(
            `"${query.query}": modal ${shown.total}, search page ${other}`,
          );
        }
      });
      console.log(
        `\nCounts that disagree between the modal and /search: ${disagreements.length}`,
      );
      disagreements.forEach((line) => console.log(`  ${line}`));
    }

    writeResult('search-relevance', {
      modal: modalTable,
      searchPage: pageTable,
      modalShown: {
        minHits: Math.min(...shownCounts.map(({hits}) => hits)),
        minPages: Math.min(...shownCounts.map(({pages}) => pages)),
        queriesShowingTooFew: fewHits.map(({query}) => query.query),
      },
      countDisagreements: disagreements,
      misses: {
        modal: modal
          .filter(({rank}) => rank !== 1)
          .map(({query, rank, shown}) => ({
            query: query.query,
            kind: query.kind,
            rank,
            shown: shown.pages.slice(0, 5),
          })),
        searchPage: searchPage
          .filter(({rank}) => rank !== 1)
          .map(({query, rank}) => ({query: query.query, rank})),
      },
    });
  });
}

runWhenExecuted(module, main);
