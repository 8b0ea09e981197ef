import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PacingResponse } from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { PACING, PROGRESS, serverError, TODAY, todayLesson, tutorRoutes } from './tutor-fixtures';

const CHOOSE = 'POST /api/plan/pacing';
const COMPLETE_CONSOLIDATION = 'POST /api/plan/pacing/complete';
const EVALUATE = 'POST /api/crossquestion/evaluate-answer';

const none: PacingResponse = { offer: null, consolidation: null, stretch: false, extraDays: 0, note: null };
const CONSOLIDATE_REASON =
  "You missed 2 of Day 2's 3 key points: a consolidation day goes over Props again from another angle, with new practice, and Day 3 follows tomorrow.";
const STRETCH_REASON =
  "You got every key point of the last 3 days right: try today's stretch version, with the lesson's going-further idea and a harder challenge after the quiz.";
const NOTE = 'Your plan now runs 31 study days: 1 consolidation day added to its 30.';

const offer = (kind: 'consolidate' | 'stretch') => ({
  ...none,
  offer: {
    kind,
    day: 3,
    basedOnDay: 2,
    reason: kind === 'consolidate' ? CONSOLIDATE_REASON : STRETCH_REASON,
  },
});

const consolidationLesson = {
  topicName: 'Another look: Props',
  detailedExplanation: 'Today is a consolidation day: **Props** again, from another angle.',
  quiz: [{ question: 'What are props for?', answer: 'Passing data down.', keyPoints: ['data down'] }],
  handsOnTask: 'New practice on the same topic: pass a title prop to the header.',
};
const consolidating = (completed = false): PacingResponse => ({
  ...none,
  consolidation: { day: 2, lesson: consolidationLesson, completed },
  extraDays: 1,
  note: NOTE,
});

/** As the server does: GET answers the day's state; a choice answers the new state and keeps it. */
function answering(before: PacingResponse, after: PacingResponse) {
  let state = before;
  return {
    [PACING]: () => json(state),
    [CHOOSE]: () => {
      state = after;
      return json(after);
    },
  };
}

async function openTutor() {
  const app = renderApp('/Tutor', { loggedIn: true });
  await screen.findByRole('article', { name: /^Day \d+: / });
  return app;
}

const choices = (api: ReturnType<typeof mockApi>) =>
  api.callsTo('POST', '/api/plan/pacing').map((c) => c.body);

describe('tutor: the pacing offer', () => {
  it('offers a consolidation day, sends the choice and then teaches the consolidation lesson', async () => {
    let answer!: (response: Response) => void;
    let pacing: PacingResponse = offer('consolidate');
    const api = mockApi(
      tutorRoutes({
        [PACING]: () => json(pacing),
        [CHOOSE]: () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      }),
    );
    const { user } = await openTutor();
    const card = (await screen.findByRole('heading', { name: 'Take a consolidation day?' })).closest(
      'section',
    );
    expect(card).not.toBeNull();
    const offerCard = within(card as HTMLElement);
    expect(offerCard.getByText(CONSOLIDATE_REASON)).toBeInTheDocument();
    expect(offerCard.getByRole('button', { name: 'Go on to Day 3' })).toBeEnabled();
    // The card sits at the top of the lesson area, before the lesson.
    const lessonCard = screen.getByRole('article', { name: 'Day 3: State with useState' });
    expect(card?.compareDocumentPosition(lessonCard) ?? 0).toBe(Node.DOCUMENT_POSITION_FOLLOWING);

    // Keyboard: Enter on the focused button sends the answer.
    offerCard.getByRole('button', { name: 'Take a consolidation day' }).focus();
    await user.keyboard('{Enter}');
    expect(choices(api)).toEqual([{ day: 3, choice: 'consolidate' }]);
    // Pending: the pressed button is busy and neither can be pressed twice.
    expect(offerCard.getByRole('button', { name: 'Take a consolidation day' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(offerCard.getByRole('button', { name: 'Go on to Day 3' })).toBeDisabled();

    pacing = consolidating();
    answer(json(pacing));
    expect(await screen.findByRole('article', { name: 'Day 2: Another look: Props' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Take a consolidation day?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Day 3: State with useState' })).not.toBeInTheDocument();
    expect(screen.getByText('Consolidation day: Day 2 again, from another angle.')).toBeInTheDocument();
    // The card's button is gone with it: the lesson's title has the focus.
    await waitFor(() => {
      expect(screen.getByRole('heading', { name: 'Day 2: Another look: Props' })).toHaveFocus();
    });
  });

  it('offers the stretch version, sends the choice and then says the challenge follows in the chat', async () => {
    const api = mockApi(tutorRoutes(answering(offer('stretch'), { ...none, stretch: true })));
    const { user } = await openTutor();
    await screen.findByRole('heading', { name: 'Try the stretch version?' });
    expect(screen.getByText(STRETCH_REASON)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Keep today's lesson" })).toBeEnabled();
    expect(screen.queryByText(/^Stretch version:/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try the stretch version' }));
    expect(choices(api)).toEqual([{ day: 3, choice: 'stretch' }]);
    expect(
      await screen.findByText('Stretch version: a harder challenge follows the quiz in the tutor chat.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Try the stretch version?' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Day 3: State with useState' })).toBeInTheDocument();
  });

  it.each([
    ['consolidate', 'Go on to Day 3'],
    ['stretch', "Keep today's lesson"],
  ] as const)(
    'goes on with today’s lesson after a %s offer: its second button sends continue',
    async (kind, label) => {
      const api = mockApi(tutorRoutes(answering(offer(kind), none)));
      const { user } = await openTutor();
      await user.click(await screen.findByRole('button', { name: label }));
      expect(choices(api)).toEqual([{ day: 3, choice: 'continue' }]);
      await waitFor(() => {
        expect(screen.queryByRole('button', { name: label })).not.toBeInTheDocument();
      });
      expect(screen.getByRole('article', { name: 'Day 3: State with useState' })).toBeInTheDocument();
      expect(screen.queryByText(/^Stretch version:|^Consolidation day:/)).not.toBeInTheDocument();
    },
  );

  it('shows the API’s error when the offer is gone (409) and lets the learner answer again', async () => {
    mockApi(
      tutorRoutes({
        [PACING]: offer('consolidate'),
        [CHOOSE]: serverError(409, 'There is no such offer for Day 3 now.'),
      }),
    );
    const { user } = await openTutor();
    await user.click(await screen.findByRole('button', { name: 'Take a consolidation day' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such offer for Day 3 now.');
    expect(screen.getByRole('button', { name: 'Take a consolidation day' })).toBeEnabled();
    expect(screen.getByRole('article', { name: 'Day 3: State with useState' })).toBeInTheDocument();
  });

  it('asks the day again after a 409: an offer answered in another tab leaves without a reload', async () => {
    let pacing: PacingResponse = offer('consolidate');
    const api = mockApi(
      tutorRoutes({
        [PACING]: () => json(pacing),
        [CHOOSE]: () => {
          // Another tab kept the plan as it is: the offer is gone.
          pacing = none;
          return serverError(409, 'There is no such offer for Day 3 now.');
        },
      }),
    );
    const { user } = await openTutor();
    await user.click(await screen.findByRole('button', { name: 'Take a consolidation day' }));
    await waitFor(() => {
      expect(screen.queryByRole('heading', { name: 'Take a consolidation day?' })).not.toBeInTheDocument();
    });
    expect(api.callsTo('GET', '/api/plan/pacing').length).toBeGreaterThan(1);
    expect(screen.getByRole('article', { name: 'Day 3: State with useState' })).toBeInTheDocument();
  });

  it('shows no card without an offer, nor once today’s lesson is completed', async () => {
    const api = mockApi(tutorRoutes());
    const first = await openTutor();
    await waitFor(() => {
      expect(api.callsTo('GET', '/api/plan/pacing')).not.toHaveLength(0);
    });
    expect(screen.queryByRole('heading', { name: /\?$/ })).not.toBeInTheDocument();
    first.unmount();

    const completed = mockApi(
      tutorRoutes({ [PACING]: offer('stretch'), [TODAY]: todayLesson({ completed: true }) }),
    );
    renderApp('/Tutor', { loggedIn: true });
    await screen.findByRole('button', { name: 'Lesson Completed' });
    await waitFor(() => {
      expect(completed.callsTo('GET', '/api/plan/pacing')).not.toHaveLength(0);
    });
    expect(screen.queryByRole('heading', { name: 'Try the stretch version?' })).not.toBeInTheDocument();
  });

  it('shows the stretch line on a stretch day', async () => {
    mockApi(tutorRoutes({ [PACING]: { ...none, stretch: true } }));
    await openTutor();
    const line = await screen.findByText(
      'Stretch version: a harder challenge follows the quiz in the tutor chat.',
    );
    expect(line.compareDocumentPosition(screen.getByRole('article'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});

describe('tutor: a consolidation day', () => {
  it('replaces today’s lesson, grades its quiz by the plan day and completes through its own endpoint', async () => {
    let done = false;
    const api = mockApi(
      tutorRoutes({
        [PACING]: () => json(consolidating(done)),
        [TODAY]: () => json(todayLesson(done ? { day: 2, completed: true } : {})),
        [PROGRESS]: () => json({ streak: done ? 3 : 2, completed_days: [1, 2] }),
        [EVALUATE]: json({ feedback: 'Right: data goes down.', score: 9 }),
        [COMPLETE_CONSOLIDATION]: () => {
          done = true;
          return json({ message: 'Consolidation day completed.', streak: 3, completed_days: [1, 2] });
        },
      }),
    );
    const { user } = await openTutor();
    const card = screen.getByRole('article', { name: 'Day 2: Another look: Props' });
    expect(screen.queryByText('State with useState', { exact: false })).not.toBeInTheDocument();
    expect(screen.getByText('Consolidation day: Day 2 again, from another angle.')).toBeInTheDocument();
    expect(screen.getByText(NOTE)).toBeInTheDocument();
    expect(
      within(card).getByText('New practice on the same topic: pass a title prop to the header.'),
    ).toBeInTheDocument();

    // Its quiz is graded by the plan day it goes over (Day 2), not today's Day 3.
    await user.type(screen.getByRole('textbox', { name: 'Your answer to question 1' }), 'Passing data down');
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    await screen.findByText('Right: data goes down.');
    const graded = api.callsTo('POST', '/api/crossquestion/evaluate-answer');
    expect(graded.map((c) => c.body)).toEqual([
      { question: 'What are props for?', userAnswer: 'Passing data down', lessonDay: 2 },
    ]);

    await user.click(screen.getByRole('button', { name: 'Mark as Completed' }));
    expect(await screen.findByText('Consolidation day completed. Day 3 opens tomorrow.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lesson Completed' })).toBeDisabled();
    expect(api.callsTo('POST', '/api/plan/pacing/complete')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/plan/complete-lesson')).toHaveLength(0);
    // Still the consolidation lesson, now completed, once the day and the streak are read again.
    expect(await screen.findByText('Learning Streak: 3 days')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Day 2: Another look: Props' })).toBeInTheDocument();
  });

  it('shows a consolidation day completed earlier today as completed', async () => {
    mockApi(
      tutorRoutes({ [PACING]: consolidating(true), [TODAY]: todayLesson({ day: 2, completed: true }) }),
    );
    await openTutor();
    expect(screen.getByRole('article', { name: 'Day 2: Another look: Props' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lesson Completed' })).toBeDisabled();
  });
});

describe('/dashboard on a pacing day', () => {
  it('shows the consolidation lesson too (its completion is the same), without the offer card', async () => {
    mockApi(tutorRoutes({ [PACING]: consolidating() }));
    const first = renderApp('/dashboard', { loggedIn: true });
    expect(await screen.findByRole('article', { name: 'Day 2: Another look: Props' })).toBeInTheDocument();
    expect(screen.getByText('Consolidation day: Day 2 again, from another angle.')).toBeInTheDocument();
    first.unmount();

    const api = mockApi(tutorRoutes({ [PACING]: { ...offer('stretch'), stretch: true } }));
    renderApp('/dashboard', { loggedIn: true });
    await screen.findByRole('article', { name: 'Day 3: State with useState' });
    await waitFor(() => {
      expect(api.callsTo('GET', '/api/plan/pacing')).not.toHaveLength(0);
    });
    // The stretch's challenge comes in the tutor chat, which the dashboard does not have.
    expect(screen.queryByRole('heading', { name: 'Try the stretch version?' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Stretch version:/)).not.toBeInTheDocument();
  });
});

describe('the offer card’s code', () => {
  /** The modules /Tutor's route loads statically (type-only imports and import() left out). */
  function staticGraph(entry: string): Set<string> {
    const src = path.join(process.cwd(), 'src');
    const seen = new Set<string>();
    const resolve = (from: string, spec: string) => {
      const base = spec.startsWith('@/')
        ? path.join(src, spec.slice(2))
        : path.resolve(path.dirname(from), spec);
      return ['.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((ext) => base + ext)
        .find((file) => existsSync(file));
    };
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const code = readFileSync(file, 'utf8');
      for (const [, spec] of code.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)'/gm)) {
        if (!spec?.startsWith('.') && !spec?.startsWith('@/')) continue;
        const next = resolve(file, spec);
        if (next) visit(next);
      }
    };
    visit(path.join(src, entry));
    return new Set([...seen].map((file) => path.relative(src, file)));
  }

  it('is not in the tutor’s first load: it is imported only when an offer exists', () => {
    const graph = staticGraph('app/routes/app/tutor.tsx');
    expect(graph).toContain('features/tutor/components/pacing-notes.tsx');
    expect(graph).not.toContain('features/tutor/components/pacing-offer-card.tsx');
    expect(graph).not.toContain('features/tutor/api/choose-pacing.ts');
  });
});
