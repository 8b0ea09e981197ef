import { expect, test } from '../support/fixtures';

test.describe('Change Plan', () => {
  test('asks before replacing the plan, Escape keeps it, and the new plan starts with a fresh tutor chat', async ({
    page,
    signIn,
  }) => {
    // Two plan generations and two tutor visits: more than the default minute on a busy machine.
    test.setTimeout(180_000);
    await signIn({ goal: 'LEARN PYTHON' });

    await page.goto('/Tutor');
    const log = page.getByRole('log', { name: 'Tutor chat' });
    const input = page.getByPlaceholder("Answer... or Ask what you didn't understand");
    await input.fill('What is a Python list?');
    await input.press('Enter');
    await expect(log.getByRole('listitem')).toHaveCount(3);

    await page.goto('/learning-plan');
    await expect(page.getByText(/Your current plan is/)).toContainText('LEARN PYTHON');
    await page.getByLabel('Learning goal').fill('learn sql');
    await page.getByRole('button', { name: 'Generate Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Replace your current plan?' });
    await expect(dialog).toContainText('A new 30-day plan for LEARN SQL replaces your LEARN PYTHON plan.');
    // The plan is archived with its progress, not lost: the dialog says so and links to Your plans.
    await expect(dialog).toContainText('kept in Your plans with its progress (0 days of 30 completed)');
    await expect(dialog).not.toContainText('You will lose');
    await expect(dialog.getByRole('link', { name: 'See Your plans' })).toHaveAttribute('href', '/roadmap');
    await expect(dialog).toContainText('Today’s tutor chat');
    await expect(dialog.getByRole('button', { name: 'Keep my current plan' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Generate Plan' })).toBeFocused();

    await page.getByRole('button', { name: 'Generate Plan' }).click();
    await dialog.getByRole('button', { name: 'Replace plan' }).click();
    await expect(page.getByText('Your LEARN SQL plan is ready!')).toBeVisible({ timeout: 30_000 });

    await page.goto('/Tutor');
    const fresh = page.getByRole('log', { name: 'Tutor chat' });
    await expect(fresh).toContainText('Say "Hi" to start learning!');
    await expect(fresh).not.toContainText('Python list');
  });
});
