import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { screen } from '../support/screens';

const SIZES = [
  { name: 'a 375 px phone', width: 375, height: 740 },
  { name: 'a 1280 px desktop', width: 1280, height: 800 },
];

test.describe('guided lesson on /Tutor', () => {
  for (const size of SIZES) {
    test(`on ${size.name}: walks Read, Quiz and Task, checks an answer in place and celebrates the day`, async ({
      page,
      signIn,
    }, testInfo) => {
      // A plan, a lesson, a graded answer and three axe runs: more than the default minute on a loaded machine.
      test.slow();
      await page.setViewportSize({ width: size.width, height: size.height });
      await signIn({ goal: 'Learn Python' });
      await page.goto('/Tutor');
      await expect(page.getByRole('heading', { level: 2, name: /^Day 1: / })).toBeVisible({
        timeout: 30_000,
      });

      const steps = page.getByRole('navigation', { name: 'Lesson steps' });
      const progress = page.getByTestId('lesson-step-progress');
      await expect(progress).toHaveText('Step 1 of 3: Read');
      await expect(steps.getByRole('button', { name: 'Read', exact: true })).toHaveAttribute(
        'aria-current',
        'step',
      );
      expect(await seriousViolations(page)).toEqual([]);
      await screen(page, testInfo, '1-tutor-read');

      // Read → Quiz: the quiz heading takes focus.
      await page.getByRole('button', { name: 'Next: Quiz' }).click();
      await expect(progress).toHaveText('Step 2 of 3: Quiz');
      await expect(steps.getByRole('button', { name: 'Read (done)' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Quiz', exact: true })).toBeFocused();

      // A quiz answer, graded in place by the cross-questioning grader.
      const question = page.getByRole('region', { name: 'Quiz', exact: true }).locator('ol > li').first();
      const answer = question.getByRole('textbox', { name: 'Your answer to question 1' });
      await answer.fill('A variable is a name that points to a value, for example age = 30.');
      await question.getByRole('button', { name: 'Check answer' }).click();
      const feedback = question.getByRole('status');
      await expect(feedback).toContainText('Feedback', { timeout: 30_000 });
      await expect(answer).toHaveValue('A variable is a name that points to a value, for example age = 30.');
      expect(await seriousViolations(page)).toEqual([]);
      await screen(page, testInfo, '2-tutor-quiz-feedback');

      // Quiz → Task with questions left: the learner moves on, told how many, and the quiz is not done yet.
      await page.getByRole('button', { name: 'Next: Task' }).click();
      await expect(progress).toHaveText('Step 3 of 3: Task');
      await expect(page.getByRole('heading', { name: 'Hands-On Task' })).toBeFocused();
      await expect(page.getByText(/ still needs? an answer\.$/)).toBeVisible();
      await expect(steps.getByRole('button', { name: 'Quiz', exact: true })).toBeVisible();

      // The place and the quiz's grades survive a reload (the grades, not the learner's words).
      await page.reload();
      await expect(progress).toHaveText('Step 3 of 3: Task', { timeout: 30_000 });
      await expect(steps.getByRole('button', { name: 'Quiz', exact: true })).toBeVisible();
      await expect(question.getByText(/^You answered this earlier today \(\d+\/10\)/)).toBeVisible();

      // Mark as Completed with questions left asks first; "Answer them now" goes back to the quiz.
      const markCompleted = page.getByRole('button', { name: 'Mark as Completed', exact: true });
      await markCompleted.click();
      const reminder = page.getByRole('dialog', { name: /^(Finish|Try) the quiz/ });
      await expect(reminder).toContainText("You haven't answered");
      await expect(reminder.getByRole('button', { name: /^Answer (it|them) now$/ })).toBeFocused();
      expect(await seriousViolations(page)).toEqual([]);
      await reminder.getByRole('button', { name: /^Answer (it|them) now$/ }).click();
      await expect(reminder).toBeHidden();
      await expect(progress).toHaveText('Step 2 of 3: Quiz');
      await expect(page.locator(':focus')).toHaveAttribute('id', /^quiz-answer-\d+$/);

      // Mark as Completed anyway: SPEC's toast and chat line, then the "Day 1 complete" moment, read out from the
      // lesson's live region: the streak from 0 to 1 and tomorrow's day from the plan; the focus is on its Dismiss.
      await markCompleted.click();
      await reminder.getByRole('button', { name: 'Mark as Completed anyway' }).click();
      await expect(page.getByText('🎉 Lesson marked as completed!')).toBeVisible();
      const celebration = page.getByRole('region', { name: 'Day 1 complete. Well done!' });
      await expect(celebration).toBeVisible();
      await expect(page.getByRole('status').filter({ has: celebration })).toHaveCount(1);
      await expect(celebration).toContainText('Your learning streak is now 1 day.');
      await expect(celebration).toContainText('up from 0');
      await expect(celebration).toContainText(/Tomorrow\s*Day 2: \S/);
      await expect(celebration.getByRole('button', { name: 'Dismiss' })).toBeFocused();
      const box = await celebration.boundingBox();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= size.width).toBe(true);
      await expect(page.getByRole('button', { name: 'Lesson Completed' })).toBeDisabled();
      await expect(page.getByRole('log', { name: 'Tutor chat' })).toContainText(
        'Complete above Hands On Task!',
      );
      await expect(progress).toHaveText('All 3 steps done');
      // The 30-day map beside the lesson follows at once.
      await expect(page.getByText(/^1 of 30 days done/)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await screen(page, testInfo, '3-tutor-day-complete');

      // Escape closes it and gives the focus to the lesson's title.
      await page.keyboard.press('Escape');
      await expect(page.getByText('Day 1 complete. Well done!')).toBeHidden();
      await expect(page.getByRole('heading', { level: 2, name: /^Day 1: / })).toBeFocused();

      // The day seen from the profile: streak, the 30-day map and the calendar of days studied.
      await page.goto('/profile');
      await expect(page.getByText('Days Completed').locator('xpath=following-sibling::*[1]')).toHaveText(
        '1 of 30',
      );
      await screen(page, testInfo, '4-profile');
    });
  }
});
