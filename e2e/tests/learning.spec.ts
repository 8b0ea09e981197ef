import { expect, test } from '../support/fixtures';

const DONE_FOR_TODAY = "We're done for today! Please complete the hands-on task above.";

test.describe('learning core', () => {
  test('a new learner generates a plan, completes day 1 and sees it on the profile', async ({
    page,
    learner,
  }) => {
    // Logging in without a plan leads to the plan screen.
    await page.goto('/login');
    await page.getByLabel('Email').fill(learner.email);
    await page.getByLabel('Password', { exact: true }).fill(learner.password);
    await page.getByRole('button', { name: /^log in$/i }).click();
    await page.waitForURL('**/learning-plan');
    await expect(page.getByRole('heading', { level: 1, name: 'Learning Plan' })).toBeVisible();

    const goal = page.getByLabel('Learning goal');
    await goal.pressSequentially('react');
    await expect(goal).toHaveValue('REACT');
    await expect(page.getByLabel('Duration')).toHaveValue('30 Days (4 Weeks)');
    await page.getByLabel('Experience level').selectOption('Beginner');
    const started = Date.now();
    await page.getByRole('button', { name: 'Generate Plan' }).click();

    // The plan, day by day, then /Tutor after 5 seconds.
    await expect(page.getByRole('heading', { name: /^Day 1: / })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Day 30: / })).toBeAttached();
    expect(await page.evaluate(() => localStorage.getItem('learningPlan'))).toContain('"goal":"REACT"');
    await page.waitForURL('**/Tutor', { timeout: 20_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);

    // Today's lesson is day 1 (the first lesson may be written on demand).
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${learner.name}!` })).toBeVisible();
    await expect(page.getByText('Learning Streak: 0 days')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Day 1: / })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Hands-On Task' })).toBeVisible();
    const chat = page.getByRole('log', { name: 'Tutor chat' });
    await expect(chat).toContainText('Say "Hi" to start learning!');

    // Today's quiz is unanswered: the button asks first, and the lesson is completed anyway.
    await page.getByRole('button', { name: 'Mark as Completed', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Finish the quiz first?' })
      .getByRole('button', { name: 'Mark as Completed anyway' })
      .click();
    await expect(page.getByText('🎉 Lesson marked as completed!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Lesson Completed' })).toBeDisabled();
    await expect(page.getByText('Learning Streak: 1 day')).toBeVisible();
    await expect(chat).toContainText('Complete above Hands On Task!');
    await expect(chat).not.toContainText(DONE_FOR_TODAY);

    // Reloading keeps the lesson locked and adds the "done for today" line to today's chat.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Lesson Completed' })).toBeDisabled();
    await expect(chat).toContainText('Complete above Hands On Task!');
    await expect(chat).toContainText(DONE_FOR_TODAY);
    await expect(page.getByText('Learning Streak: 1 day')).toBeVisible();

    // The profile counts it: 1 of 30 days, 3%.
    await page
      .getByRole('navigation', { name: /main/i })
      .getByRole('link', { name: 'Profile', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: learner.name })).toBeVisible();
    await expect(page.getByText('AV', { exact: true })).toBeVisible();
    await expect(page.getByText(learner.email, { exact: true })).toBeVisible();
    await expect(page.getByText('1 of 30', { exact: true })).toBeVisible();
    await expect(page.getByText('3%', { exact: true })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
      'aria-valuetext',
      '3%',
    );
  });

  test('a blank goal is refused with the spec message', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/learning-plan');
    await page.getByLabel('Learning goal').fill('   ');
    await page.getByRole('button', { name: 'Generate Plan' }).click();
    await expect(page.getByText('Please enter a learning goal.')).toBeVisible();
    await expect(page).toHaveURL(/\/learning-plan$/);
  });

  test('a visitor without a session is sent from /Tutor to /login', async ({ page }) => {
    await page.goto('/Tutor');
    await page.waitForURL('**/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  });

  // An expired trial cannot be seeded from the browser; the payments E2E covers the /payment redirect.
});
