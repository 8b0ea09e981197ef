import { expect, test } from '@playwright/test';
import { seedLearner, signInBrowser } from '../support/api';
import { seriousViolations } from '../support/axe';

test.describe('Your plans', () => {
  test('an earlier plan is listed with its progress and resumed where it was left', async ({
    page,
    request,
  }) => {
    // Two plan generations, a lesson and a resume: more than the default minute on a busy machine.
    test.setTimeout(180_000);
    const learner = await seedLearner(request);
    const plan = await request.post('/api/plan/generate-learning-plan', {
      headers: { Authorization: `Bearer ${learner.token}` },
      data: { goal: 'LEARN PYTHON', duration: '30', experience: 'Beginner' },
    });
    expect(plan.status()).toBe(200);
    await signInBrowser(page, learner);

    // Day 1 of the first plan, completed on the Tutor page.
    await page.goto('/Tutor');
    await expect(page.getByRole('heading', { level: 2, name: /^Day 1: / })).toBeVisible({ timeout: 30_000 });
    // Today's quiz is unanswered: the button asks first, and the lesson is completed anyway.
    await page.getByRole('button', { name: 'Mark as Completed', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Finish the quiz first?' })
      .getByRole('button', { name: 'Mark as Completed anyway' })
      .click();
    await expect(page.getByRole('button', { name: 'Lesson Completed' })).toBeDisabled();

    // Change Plan keeps the first plan in history.
    await page.goto('/learning-plan');
    await page.getByLabel('Learning goal').fill('learn sql');
    // Where the plan is changed, the plans set aside are listed too (none yet).
    await expect(page.getByRole('region', { name: 'Your plans' })).toContainText('No earlier plans yet.');
    await page.getByRole('button', { name: 'Generate Plan' }).click();
    const replace = page.getByRole('dialog', { name: 'Replace your current plan?' });
    // The truth: the current plan is kept, with its progress, and can be resumed.
    await expect(replace).toContainText(
      'Nothing is deleted: your LEARN PYTHON plan is kept in Your plans with its progress (1 day of 30 completed)',
    );
    await replace.getByRole('button', { name: 'Replace plan' }).click();
    await expect(page.getByText('Your LEARN SQL plan is ready!')).toBeVisible({ timeout: 30_000 });

    await page.goto('/roadmap');
    await expect(page.getByText('Goal: LEARN SQL')).toBeVisible();
    const yourPlans = page.getByRole('region', { name: 'Your plans' });
    const old = yourPlans.getByRole('listitem').filter({ hasText: /python/i });
    await expect(old).toContainText('1 of 30 days');
    await expect(yourPlans.getByRole('listitem')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);

    await old.getByRole('button', { name: /^Resume this plan/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Resume this plan?' });
    await expect(dialog).toContainText('1 of 30 days done');
    await expect(dialog).toContainText('Your current plan is kept in Your plans');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Resume this plan' }).click();

    await page.waitForURL('**/Tutor');
    const welcomeBack = page.locator('[data-sonner-toast]').filter({ hasText: /^Welcome back to / });
    await expect(welcomeBack).toBeVisible();
    // On a desktop the toast (top-right) leaves the tutor's chat input clear.
    const chatInput = page.getByPlaceholder("Answer... or Ask what you didn't understand");
    await expect(chatInput).toBeVisible({ timeout: 30_000 });
    if (await welcomeBack.isVisible()) {
      const [toastBox, inputBox] = [await welcomeBack.boundingBox(), await chatInput.boundingBox()];
      expect(toastBox && inputBox).toBeTruthy();
      const apart =
        toastBox!.y + toastBox!.height <= inputBox!.y ||
        inputBox!.y + inputBox!.height <= toastBox!.y ||
        toastBox!.x + toastBox!.width <= inputBox!.x ||
        inputBox!.x + inputBox!.width <= toastBox!.x;
      expect(apart).toBe(true);
    }
    // Progress intact: Day 1 stays done, and Day 2 opens on the learner's next day (decision 018).
    await expect(page.getByRole('heading', { level: 2, name: /^Day 1: / })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Lesson Completed' })).toBeDisabled();

    await page.goto('/roadmap');
    await expect(page.getByText('Goal: LEARN PYTHON')).toBeVisible();
    await expect(page.getByText('1 of 30 days done')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Your plans' }).getByRole('listitem').filter({ hasText: /sql/i }),
    ).toContainText('0 of 30 days');
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
